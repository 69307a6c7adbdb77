import type { ThemesMessages } from './zh-CN';

const themes: ThemesMessages = {
  title: 'Theme',
  current: 'Current',
  loadFailed: 'Could not load the themes',
  reload: 'Reload',
  brand: {
    tag: 'Company',
    upload: 'Upload a company template',
    dialogTitle: 'Upload a company template',
    drop: 'Click or drop the template file here',
    hint: '.pptx or .potx, up to {{size}} MB',
    chosen: 'Chosen: {{name}}',
    name: 'Template name',
    namePlaceholder: 'e.g. Company template',
    nameEmpty: 'Give the template a name',
    nameLength: 'At most {{max}} characters',
    nameInvalid: 'The name has characters that cannot be used',
    share: 'Who can use it',
    onlyMe: 'Only me',
    team: 'Shared with my team',
    submit: 'Upload',
    working: "Reading the template's colours, fonts and layouts…",
    failedTitle: 'This template cannot be used',
    uploaded: 'Company theme "{{name}}" added',
    remove: 'Remove',
    removeTitle: 'Remove the company theme "{{name}}"?',
    removeContent: 'This cannot be undone: it leaves the theme list.',
    removed: 'Company theme removed',
  },
};

export default themes;
