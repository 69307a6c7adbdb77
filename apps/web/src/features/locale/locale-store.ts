import { DEFAULT_LOCALE, isLocale, type Locale } from '@slidecraft/contract';
import { i18n } from '../../shared/i18n/instance';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { localStore } from '../../shared/storage/local-store';

/** The query parameter that sets the UI language (`?lang=zh-TW`), removed once applied. */
export const LANG_PARAM = 'lang';

/** The locale to start with: `?lang=` first, then the stored choice, then zh-CN. */
export function initialLocale(search: string): Locale {
  const fromQuery = new URLSearchParams(search).get(LANG_PARAM);
  if (isLocale(fromQuery)) return fromQuery;
  const stored = localStore.get(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** Switches the UI language: i18n, localStorage and `<html lang>` move together. */
export function applyLocale(locale: Locale): void {
  localStore.set(STORAGE_KEYS.locale, locale);
  document.documentElement.lang = locale;
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}
