import type { EmbedMessages } from './zh-CN';

const embed: EmbedMessages = {
  title: 'AI 產生簡報',
  notFramed: '此頁面供合作網站嵌入使用',
  notFramedHint: '請從合作網站開啟 AI 產生簡報。',
  connecting: '正在連線…',
  failed: '暫時無法使用',
  renewing: '正在續期，請稍候…',
  topic: '主題',
  topicPlaceholder: '輸入簡報主題，例如：2025 年度工作總結',
  writeOutline: '產生大綱',
  outlineFailed: '大綱產生失敗',
  parseFailed: '大綱無法解析，請重新產生',
  regenerate: '重新產生大綱',
  newTopic: '換個主題',
  generateDeck: '產生簡報',
  creating: '正在建立…',
  deckReady: '簡報已產生，可以下載',
  downloadPptx: '下載 PPTX',
  downloadPdf: '下載 PDF',
  downloadStarted: '已開始下載',
  downloadFailed: '下載失敗，請稍後重試',
  quotaDay: '本站今日還可產生 {{count}} 次',
  quotaMonth: '本站本月還可使用 AI {{count}} 次',
  loadFailed: '無法開啟這份簡報',
  poweredBy: '由 SlideCraft 提供',
};

export default embed;
