const share = {
  loading: '正在打开分享的 PPT…',
  slides: '共 {{count}} 页',
  present: '放映',
  slideLabel: '第 {{n}} 页',
  notFound: {
    title: '分享链接不存在或已失效',
    subtitle: '链接可能输错了，或者作者已经取消了分享。请向分享者要一个新链接。',
    home: '去首页看看',
  },
  made: '用 SlideCraft 制作',
  makeOwn: '我也来做一份',
};
export type ShareMessages = typeof share;
export default share;
