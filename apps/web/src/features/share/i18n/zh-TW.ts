import type { ShareMessages } from './zh-CN';

const share: ShareMessages = {
  loading: '正在開啟分享的簡報…',
  slides: '共 {{count}} 頁',
  present: '放映',
  slideLabel: '第 {{n}} 頁',
  notFound: {
    title: '分享連結不存在或已失效',
    subtitle: '連結可能輸入錯誤，或者作者已經取消分享。請向分享者索取新連結。',
    home: '去首頁看看',
  },
  made: '用 SlideCraft 製作',
  makeOwn: '我也來做一份',
};
export default share;
