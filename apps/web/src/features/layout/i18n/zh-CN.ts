const layout = {
  nav: {
    home: '首页',
    templates: '模板中心',
    space: '我的空间',
    pricing: '会员价格',
    workspace: '工作台',
    menu: '菜单',
  },
  header: {
    login: '登录',
  },
  footer: {
    copyright: '© {{year}} SlideCraft · AI 演示文稿生成',
    userAgreement: '用户协议',
    privacyPolicy: '隐私政策',
    contactSupport: '联系客服',
  },
  notFound: {
    title: '页面不存在',
    subtitle: '你访问的页面可能已被移动或删除。',
  },
};

export default layout;
export type LayoutMessages = typeof layout;
