/** The first-visit tour and the protected previews (loaded with them, not at start). */
const userGuide = {
  tour: {
    skip: '跳过引导',
    prev: '上一步',
    next: '下一步',
    finish: '开始使用',
  },
  codeLogin: {
    howTo: '如何扫码登录？',
    title: '扫码登录',
    step1: '打开手机微信，点击右上角「+」',
    step2: '选择「扫一扫」，扫描电脑上的二维码',
    step3: '在手机上确认，电脑即自动登录',
    back: '返回二维码',
    alt: '用手机微信扫描电脑上的二维码',
    huawei: '华为账号一键登录',
  },
  protect: {
    blocked: '预览图受版权保护，已禁用右键菜单',
  },
};

export default userGuide;
export type UserGuideMessages = typeof userGuide;
