import type { Locale } from '@slidecraft/contract';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';

const ANTD_LOCALES: Record<Locale, AntdLocale> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
};

/** antd's own texts (pagination, empty states, modal buttons) follow the UI locale. */
export function antdLocale(locale: Locale): AntdLocale {
  return ANTD_LOCALES[locale];
}
