/** The theme picker's texts (namespace `themes`). */
const themes = {
  title: '主题',
  current: '当前',
  loadFailed: '主题加载失败',
  reload: '重新加载',
};

export default themes;
export type ThemesMessages = typeof themes;
