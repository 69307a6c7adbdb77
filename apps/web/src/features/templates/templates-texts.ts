import type { Locale } from '@slidecraft/contract';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/instance';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

const TEMPLATES_TEXTS: Record<Locale, typeof zhCN> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
};

/**
 * The templates namespace, added to i18n when a template-centre page first renders: only these
 * (lazily loaded) pages show it, so the home page does not carry it (its JavaScript budget).
 */
export function useTemplatesTranslation() {
  for (const [locale, texts] of Object.entries(TEMPLATES_TEXTS)) {
    if (!i18n.hasResourceBundle(locale, 'templates')) {
      i18n.addResourceBundle(locale, 'templates', texts);
    }
  }
  return useTranslation('templates');
}
