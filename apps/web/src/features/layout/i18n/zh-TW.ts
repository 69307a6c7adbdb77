import type { LayoutMessages } from './zh-CN';

const layout: LayoutMessages = {
  nav: {
    home: '首頁',
    templates: '範本中心',
    space: '我的空間',
    pricing: '會員價格',
    workspace: '工作台',
    menu: '選單',
  },
  header: {
    login: '登入',
  },
  footer: {
    copyright: '© {{year}} SlideCraft · AI 簡報產生',
    userAgreement: '使用者協議',
    privacyPolicy: '隱私權政策',
    contactSupport: '聯絡客服',
  },
  notFound: {
    title: '頁面不存在',
    subtitle: '你造訪的頁面可能已被移動或刪除。',
  },
};

export default layout;
