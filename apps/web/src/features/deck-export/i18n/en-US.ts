import type { DeckExportMessages } from './zh-CN';

const deckExport: DeckExportMessages = {
  generated: 'The deck is ready to download',
  download: 'Download PPTX',
  downloadPdf: 'Download PDF',
  preparing: 'Preparing the {{format}} file…',
  cancel: 'Cancel download',
  cancelled: 'Download cancelled',
  failed: 'PPT generation failed, please try again later',
  started: 'Download started',
};

export default deckExport;
