const share = {
  loading: '正在打开分享的 PPT…',
  slides_one: '共 {{count}} 页',
  slides_other: '共 {{count}} 页',
  present: '放映',
  slideLabel: '第 {{n}} 页',
  failed: {
    title: '暂时打不开这份 PPT',
    subtitle: '网络或服务出了点问题，请稍后重试。',
    retry: '重试',
  },
  notFound: {
    title: '分享链接不存在或已失效',
    subtitle: '链接可能输错了，或者作者已经取消了分享。请向分享者要一个新链接。',
    home: '去首页看看',
  },
  dialog: {
    title: '分享「{{title}}」',
    hint: '拿到链接的人无需登录即可查看和放映，不能编辑。',
    copy: '复制链接',
    copied: '链接已复制',
    copyByHand: '无法自动复制，请手动复制链接',
    revoke: '取消分享',
    revokeTitle: '取消分享这份 PPT？',
    revokeContent: '取消后，已发出的链接将无法再打开。之后可以重新分享，生成新链接。',
    revoked: '已取消分享',
    failed: '链接没有生成，请稍后重试',
  },
  made: '用 SlideCraft 制作',
  makeOwn: '我也来做一份',
};
export type ShareMessages = typeof share;
export default share;
