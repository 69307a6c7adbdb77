import { DEFAULT_LOCALE, isLocale, type Locale } from '@slidecraft/contract';
import { useTranslation } from 'react-i18next';
import { applyLocale } from '../locale-store';

/** The current UI locale and a setter; components re-render when the language changes. */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return { locale, setLocale: (next) => void applyLocale(next) };
}
