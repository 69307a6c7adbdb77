import type { ShareMessages } from './zh-CN';

const share: ShareMessages = {
  loading: '正在開啟分享的簡報…',
  slides_one: '共 {{count}} 頁',
  slides_other: '共 {{count}} 頁',
  present: '放映',
  slideLabel: '第 {{n}} 頁',
  failed: {
    title: '暫時無法開啟這份簡報',
    subtitle: '網路或服務出了點問題，請稍後再試。',
    retry: '重試',
  },
  notFound: {
    title: '分享連結不存在或已失效',
    subtitle: '連結可能輸入錯誤，或者作者已經取消分享。請向分享者索取新連結。',
    home: '去首頁看看',
  },
  dialog: {
    title: '分享「{{title}}」',
    hint: '取得連結的人不必登入即可檢視和放映，無法編輯。',
    copy: '複製連結',
    copied: '連結已複製',
    copyByHand: '無法自動複製，請手動複製連結',
    revoke: '取消分享',
    revokeTitle: '取消分享這份簡報？',
    revokeContent: '取消後，已發出的連結將無法再開啟。之後可以重新分享，產生新連結。',
    revoked: '已取消分享',
    allowDownload: '允許檢視者下載簡報',
    downloadOnHint: '取得連結的人可以下載簡報檔案。',
    downloadOffHint: '取得連結的人只能檢視和放映，無法下載。',
    downloadOn: '已允許檢視者下載',
    downloadOff: '已關閉下載',
    failed: '連結沒有產生，請稍後再試',
  },
  download: {
    button: '下載簡報',
    preparing: '正在準備檔案…',
    progress: '下載中 {{percent}}%',
    started: '已開始下載',
    notAllowed: '作者已關閉這份簡報的下載。如需檔案，請聯絡分享者開啟下載。',
    network: '下載沒有完成，請檢查網路連線後再試一次。',
    failed: '下載失敗，請稍後再試。',
    retry: '重試',
  },
  made: '用 SlideCraft 製作',
  makeOwn: '我也來做一份',
};
export default share;
