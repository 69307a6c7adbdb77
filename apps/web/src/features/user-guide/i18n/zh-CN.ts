/** The first-visit tour and the protected previews (loaded with them, not at start). */
const userGuide = {
  tour: {
    skip: '跳过引导',
    prev: '上一步',
    next: '下一步',
    finish: '开始使用',
  },
  protect: {
    blocked: '预览图受版权保护，已禁用右键菜单',
  },
};

export default userGuide;
export type UserGuideMessages = typeof userGuide;
