import type { UserGuideMessages } from './zh-CN';

const userGuide: UserGuideMessages = {
  tour: {
    skip: '跳過導覽',
    prev: '上一步',
    next: '下一步',
    finish: '開始使用',
  },
  codeLogin: {
    howTo: '如何掃碼登入？',
    title: '掃碼登入',
    step1: '開啟手機微信，點擊右上角「+」',
    step2: '選擇「掃一掃」，掃描電腦上的 QR 碼',
    step3: '在手機上確認，電腦即自動登入',
    back: '返回 QR 碼',
    alt: '用手機微信掃描電腦上的 QR 碼',
    huawei: '華為帳號一鍵登入',
  },
  protect: {
    blocked: '預覽圖受版權保護，已停用右鍵選單',
  },
};

export default userGuide;
