import type { Locale } from '@slidecraft/contract';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/instance';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

const LEGAL_TEXTS: Record<Locale, typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

/**
 * The legal namespace, added to i18n when a legal page first renders: the two documents are
 * long, and only these (lazily loaded) pages show them.
 */
export function useLegalTranslation() {
  for (const [locale, texts] of Object.entries(LEGAL_TEXTS)) {
    if (!i18n.hasResourceBundle(locale, 'legal')) i18n.addResourceBundle(locale, 'legal', texts);
  }
  return useTranslation('legal');
}
