import type { ThemesMessages } from './zh-CN';

const themes: ThemesMessages = {
  title: 'Theme',
  current: 'Current',
  loadFailed: 'Could not load the themes',
  reload: 'Reload',
};

export default themes;
