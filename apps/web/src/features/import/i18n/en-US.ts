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
  submit: 'Import',
  working: 'Uploading and reading the document…',
  failedTitle: 'Import failed',
  generationFailed: 'Generation failed',
  iKnow: 'I know',
};

export default importMessages;
