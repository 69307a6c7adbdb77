import type { DeckExportMessages } from './zh-CN';

const deckExport: DeckExportMessages = {
  generated: '簡報已產生，可以下載了',
  download: '下載 PPTX',
  downloadPdf: '下載 PDF',
  preparing: '正在準備 {{format}} 檔案…',
  cancel: '取消下載',
  cancelled: '下載已取消',
  failed: '簡報產生失敗，請稍後重試',
  started: '已開始下載',
};

export default deckExport;
