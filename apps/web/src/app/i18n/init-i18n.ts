import { DEFAULT_LOCALE, type Locale } from '@slidecraft/contract';
import { initReactI18next } from 'react-i18next';
import { i18n, loadLocale, markLocaleLoaded, setLocaleLoader } from '../../shared/i18n/instance';
import zhCN from './bundles/zh-CN';
import type { LocaleBundle } from './locale-bundle';

/**
 * zh-CN (the default and the fallback) ships with the app; the other locales are chunks of
 * their own, fetched when a user starts in or switches to one.
 */
const BUNDLES: Record<Locale, () => Promise<LocaleBundle>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'zh-TW': () => import('./bundles/zh-TW').then((m) => m.default),
  'en-US': () => import('./bundles/en-US').then((m) => m.default),
};

/** Puts a locale's texts into i18n (idempotent). */
export function addLocaleBundle(locale: Locale, bundle: LocaleBundle): void {
  for (const [ns, texts] of Object.entries(bundle.resources)) {
    i18n.addResourceBundle(locale, ns, texts, true, true);
  }
  markLocaleLoaded(locale, bundle.antd);
}

async function fetchLocale(locale: Locale) {
  const bundle = await BUNDLES[locale]();
  addLocaleBundle(locale, bundle);
  return bundle.antd;
}

/**
 * Initialises the shared i18next instance synchronously with zh-CN, then switches to `locale`
 * if it is loaded already (always so for zh-CN; tests add every bundle first).
 */
export function initI18n(locale: Locale = DEFAULT_LOCALE) {
  if (!i18n.isInitialized) {
    setLocaleLoader(fetchLocale);
    void i18n.use(initReactI18next).init({
      resources: { [DEFAULT_LOCALE]: zhCN.resources },
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: Object.keys(BUNDLES),
      ns: Object.keys(zhCN.resources),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      load: 'currentOnly',
      initAsync: false,
    });
    markLocaleLoaded(DEFAULT_LOCALE, zhCN.antd);
  }
  if (i18n.language !== locale && i18n.hasResourceBundle(locale, 'common')) {
    void i18n.changeLanguage(locale);
  }
  return i18n;
}

/**
 * The app's start: zh-CN at once; another start locale is fetched before the first render so
 * that no zh-CN text flashes. If that fetch fails (offline), the app starts in zh-CN.
 */
export async function startI18n(locale: Locale): Promise<void> {
  initI18n();
  if (locale === DEFAULT_LOCALE) return;
  try {
    await loadLocale(locale);
    await i18n.changeLanguage(locale);
  } catch (error) {
    console.warn(`could not load the ${locale} texts; starting in ${DEFAULT_LOCALE}`, error);
  }
}
