import { DEFAULT_LOCALE, isLocale, type Locale } from '@slidecraft/contract';
import type { Locale as AntdLocale } from 'antd/es/locale';
import i18next from 'i18next';

/**
 * The one i18next instance of the app. `app/i18n/init-i18n.ts` initialises it with the start
 * locale's texts and teaches it to load the others; shared code (http client, ui kit)
 * translates through it directly.
 */
export const i18n = i18next.createInstance();

/** The active UI locale (zh-CN until i18n is initialised). */
export function currentLocale(): Locale {
  const lng = i18n.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/** Brings one locale's texts into `i18n` and answers antd's texts for it. */
export type LocaleLoader = (locale: Locale) => Promise<AntdLocale>;

let loader: LocaleLoader | null = null;
const antdLocales = new Map<Locale, AntdLocale>();

export function setLocaleLoader(next: LocaleLoader): void {
  loader = next;
}

/** Loads a locale once (a few KB, on first switch to it); resolves when its texts are in. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (antdLocales.has(locale)) return;
  if (!loader) throw new Error('i18n is not initialised');
  antdLocales.set(locale, await loader(locale));
}

/** antd's texts for a loaded locale; zh-CN's (always loaded) until the locale has arrived. */
export function antdLocaleOf(locale: Locale): AntdLocale | undefined {
  return antdLocales.get(locale) ?? antdLocales.get(DEFAULT_LOCALE);
}

/** Records a locale loaded synchronously (the start locale, and every locale in tests). */
export function markLocaleLoaded(locale: Locale, antd: AntdLocale): void {
  antdLocales.set(locale, antd);
}
