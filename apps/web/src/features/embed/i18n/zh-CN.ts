/** Texts of the partner embed (/embed): the generator inside a partner's page. */
const embed = {
  title: 'AI 生成 PPT',
  notFramed: '此页面供合作网站内嵌使用',
  notFramedHint: '请从合作网站打开 AI 生成 PPT。',
  connecting: '正在连接…',
  failed: '暂时无法使用',
  renewing: '正在续期，请稍候…',
  topic: '主题',
  topicPlaceholder: '输入 PPT 主题，例如：2025 年度工作总结',
  writeOutline: '生成大纲',
  outlineFailed: '大纲生成失败',
  parseFailed: '大纲无法解析，请重新生成',
  regenerate: '重新生成大纲',
  newTopic: '换个主题',
  generateDeck: '生成 PPT',
  creating: '正在创建…',
  deckReady: 'PPT 已生成，可以下载',
  downloadPptx: '下载 PPTX',
  downloadPdf: '下载 PDF',
  downloadStarted: '已开始下载',
  downloadFailed: '下载失败，请稍后重试',
  quotaDay: '本站今日还可生成 {{count}} 次',
  quotaMonth: '本站本月还可使用 AI {{count}} 次',
  loadFailed: '无法打开这份 PPT',
  poweredBy: '由 SlideCraft 提供',
};

export type EmbedMessages = typeof embed;
export default embed;
