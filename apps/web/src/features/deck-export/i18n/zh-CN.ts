/** The PPTX and PDF downloads' texts (namespace `deckExport`). */
const deckExport = {
  generated: 'PPT 已生成，可以下载了',
  download: '下载 PPTX',
  downloadPdf: '下载 PDF',
  preparing: '正在准备 {{format}} 文件…',
  cancel: '取消下载',
  cancelled: '下载已取消',
  failed: 'PPT 生成失败，请稍后重试',
  started: '已开始下载',
};

export default deckExport;
export type DeckExportMessages = typeof deckExport;
