const locale = {
  label: '语言',
  /** Each language is named in its own script, whatever the UI language. */
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
export type LocaleMessages = typeof locale;
