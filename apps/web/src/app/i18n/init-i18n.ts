import { DEFAULT_LOCALE, type Locale } from '@slidecraft/contract';
import { initReactI18next } from 'react-i18next';
import { i18n } from '../../shared/i18n/instance';
import { NAMESPACES, resources } from './resources';

/** Initialises the shared i18next instance synchronously with every bundled resource. */
export function initI18n(locale: Locale = DEFAULT_LOCALE) {
  if (i18n.isInitialized) {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: Object.keys(resources),
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    load: 'currentOnly',
    initAsync: false,
  });
  return i18n;
}
