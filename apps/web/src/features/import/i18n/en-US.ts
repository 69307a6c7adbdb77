import type { ImportMessages } from './zh-CN';

const importMessages: ImportMessages = {
  button: 'Import a document',
  title: 'Import a document as an outline',
  tabs: {
    file: 'Upload a file',
    link: 'Mubu link',
  },
  file: {
    drop: 'Click or drag a file here',
    hint: 'Word, PDF, PowerPoint, Markdown, TXT, XMind or OPML, up to {{size}} MB',
    chosen: 'Chosen: {{name}}',
  },
  link: {
    placeholder: 'Paste a Mubu share link, e.g. https://mubu.com/doc/xxxx',
    hint: 'Only https share links of Mubu are supported',
  },
  pptx: {
    keep: 'Import as it is, as an editable deck',
    keepHint:
      'Texts, pictures, tables, charts, notes and design are kept; restyle it in one click later',
    outline: 'Only take its outline and let AI design it anew',
  },
  workingDeck: 'Reading the presentation; a long one takes a few seconds…',
  imported: '{{slides}} slides imported',
  importedNotes:
    '{{slides}} slides imported; {{count}} elements could not be kept as they were and became pictures, near shapes or were left out',
  submit: 'Import',
  working: 'Uploading and reading the document…',
  failedTitle: 'Import failed',
  generationFailed: 'Generation failed',
  iKnow: 'I know',
};

export default importMessages;
