import type { Locale } from '@slidecraft/contract';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { antdLocaleOf } from '../../shared/i18n/instance';

/** antd's own texts (pagination, empty states, modal buttons) follow the UI locale. */
export function antdLocale(locale: Locale): AntdLocale | undefined {
  return antdLocaleOf(locale);
}
