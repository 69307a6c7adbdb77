import type { ThemesMessages } from './zh-CN';

const themes: ThemesMessages = {
  title: '主題',
  current: '目前',
  loadFailed: '主題載入失敗',
  reload: '重新載入',
};

export default themes;
