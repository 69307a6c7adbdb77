const generation = {
  hero: {
    title: '一句话，生成一份好看的 PPT',
    subtitle: 'AI 先写大纲，再排版成稿；你只需轻轻修改。',
  },
  box: {
    placeholder: '输入你想要的演示主题，例如：2025 年新能源汽车市场分析',
    submit: '生成大纲',
    deepThinking: '深度思考',
    pageLimit: '页数',
    enterHint: 'Enter 发送，Shift + Enter 换行',
    pages: {
      smart: '智能页数',
      p1to10: '1–10 页',
      p10to20: '10–20 页',
      p20to30: '20–30 页',
      p30plus: '30 页以上',
    },
  },
  workspace: {
    title: '大纲',
    topic: '主题：{{topic}}',
    noParams: '还没有主题',
    noParamsHint: '回到首页输入一个主题，AI 会为你生成大纲。',
    goHome: '去首页输入主题',
    streaming: '正在生成大纲…',
    received: '已生成 {{count}} 字',
    stopped: '已停止生成',
    regenerate: '重新生成',
    offline: '离线模式',
    offlineHint: '服务器未配置 AI 模型，当前大纲由离线大纲编排器根据主题生成。',
    failed: '大纲生成失败',
    parseFailed: '大纲格式有误',
    rawText: '大纲原文',
  },
  deck: {
    generate: '生成 PPT',
    generated: 'PPT 已生成，可以下载了',
    download: '下载 PPTX',
    preparing: '正在准备 PPTX 文件…',
    cancel: '取消下载',
    cancelled: '下载已取消',
    failed: 'PPT 生成失败，请稍后重试',
    started: '已开始下载',
  },
};

export default generation;
export type GenerationMessages = typeof generation;
