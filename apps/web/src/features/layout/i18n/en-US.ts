import type { LayoutMessages } from './zh-CN';

const layout: LayoutMessages = {
  nav: {
    home: 'Home',
    templates: 'Templates',
    space: 'My decks',
    pricing: 'Pricing',
    workspace: 'Workspace',
    menu: 'Menu',
  },
  header: {
    login: 'Log in',
  },
  footer: {
    copyright: '© {{year}} SlideCraft · AI presentation generator',
    userAgreement: 'User Agreement',
    privacyPolicy: 'Privacy Policy',
    contactSupport: 'Contact support',
  },
  notFound: {
    title: 'Page not found',
    subtitle: 'The page you are looking for may have been moved or deleted.',
  },
};

export default layout;
