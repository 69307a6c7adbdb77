import { DEFAULT_LOCALE, isLocale, type Locale } from '@slidecraft/contract';
import i18next from 'i18next';

/**
 * The one i18next instance of the app. It is initialised with every feature's resources by
 * `app/i18n/init-i18n.ts`; shared code (http client, ui kit) translates through it directly.
 */
export const i18n = i18next.createInstance();

/** The active UI locale (zh-CN until i18n is initialised). */
export function currentLocale(): Locale {
  const lng = i18n.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}
