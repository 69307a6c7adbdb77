import type { LocaleMessages } from './zh-CN';

const locale: LocaleMessages = {
  label: '語言',
  names: {
    'zh-CN': '简体中文',
    'zh-TW': '繁體中文',
    'en-US': 'English',
  },
  short: {
    'zh-CN': '简',
    'zh-TW': '繁',
    'en-US': 'EN',
  },
};

export default locale;
