import type { EmbedMessages } from './zh-CN';

const embed: EmbedMessages = {
  title: 'AI slide generator',
  notFramed: "This page is embedded in partners' sites",
  notFramedHint: "Open the AI slide generator from the partner's site.",
  connecting: 'Connecting…',
  failed: 'Not available right now',
  renewing: 'Renewing the session, one moment…',
  topic: 'Topic',
  topicPlaceholder: 'Enter a topic, e.g. 2025 annual review',
  writeOutline: 'Write the outline',
  outlineFailed: 'The outline could not be written',
  parseFailed: 'The outline could not be read; write it again',
  regenerate: 'Write the outline again',
  newTopic: 'Another topic',
  generateDeck: 'Generate slides',
  creating: 'Creating…',
  deckReady: 'The slides are ready to download',
  downloadPptx: 'Download PPTX',
  downloadPdf: 'Download PDF',
  downloadStarted: 'Download started',
  downloadFailed: 'The download failed; try again later',
  quotaDay: '{{count}} decks left on this site today',
  quotaMonth: '{{count}} AI calls left on this site this month',
  loadFailed: 'This deck cannot be opened',
  poweredBy: 'Powered by SlideCraft',
};

export default embed;
