import { DEFAULT_LOCALE, isLocale, type Locale } from '@slidecraft/contract';
import { i18n, loadLocale } from '../../shared/i18n/instance';
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

/**
 * Switches the UI language: i18n, localStorage and `<html lang>` move together, once the
 * locale's texts are in (a small chunk, fetched on first use). If they cannot be fetched
 * (offline), the page stays in its language and the choice applies at the next start.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  localStore.set(STORAGE_KEYS.locale, locale);
  if (i18n.language === locale) {
    document.documentElement.lang = locale;
    return;
  }
  try {
    await loadLocale(locale);
  } catch (error) {
    console.warn(`could not load the ${locale} texts`, error);
    return;
  }
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}
