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
  submit: '开始导入',
  working: '正在上传并解析文档…',
  failedTitle: '导入失败',
  generationFailed: '生成失败',
  iKnow: '我知道了',
};

export default importMessages;
export type ImportMessages = typeof importMessages;
