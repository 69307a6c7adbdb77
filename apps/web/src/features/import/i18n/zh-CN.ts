/** Importing a file or a mind-map share link into the workspace. */
const importMessages = {
  button: '导入文档',
  title: '导入文档生成大纲',
  tabs: {
    file: '上传文件',
    link: '幕布链接',
  },
  file: {
    drop: '点击或拖拽文件到这里',
    hint: '支持 Word、PDF、PPT、Markdown、TXT、XMind、OPML，不超过 {{size}} MB',
    chosen: '已选择：{{name}}',
  },
  link: {
    placeholder: '粘贴幕布分享链接，例如 https://mubu.com/doc/xxxx',
    hint: '仅支持幕布的 https 分享链接',
  },
  pptx: {
    keep: '原样导入为可编辑的演示文稿',
    keepHint: '文字、图片、表格、图表、备注和版式原样保留，之后可一键换主题',
    outline: '只提取大纲，由 AI 重新设计',
  },
  workingDeck: '正在读取演示文稿，页数多时需要十几秒…',
  imported: '已导入 {{slides}} 页',
  importedNotes: '已导入 {{slides}} 页；{{count}} 个元素无法原样保留，已转为图片、近似形状或略去',
  submit: '开始导入',
  working: '正在上传并解析文档…',
  failedTitle: '导入失败',
  generationFailed: '生成失败',
  iKnow: '我知道了',
};

export default importMessages;
export type ImportMessages = typeof importMessages;
