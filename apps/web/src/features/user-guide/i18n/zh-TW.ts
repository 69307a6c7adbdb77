import type { UserGuideMessages } from './zh-CN';

const userGuide: UserGuideMessages = {
  tour: {
    skip: '跳過導覽',
    prev: '上一步',
    next: '下一步',
    finish: '開始使用',
  },
  protect: {
    blocked: '預覽圖受版權保護，已停用右鍵選單',
  },
};

export default userGuide;
