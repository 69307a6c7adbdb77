import type { Locale } from '@slidecraft/contract';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/instance';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

const TEXTS: Record<Locale, typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

/** Adds the userGuide namespace (idempotent): it loads with the tour and the protected previews. */
export function addUserGuideTexts(): void {
  for (const [locale, texts] of Object.entries(TEXTS)) {
    if (!i18n.hasResourceBundle(locale, 'userGuide'))
      i18n.addResourceBundle(locale, 'userGuide', texts);
  }
}

export function useUserGuideTranslation() {
  addUserGuideTexts();
  return useTranslation('userGuide');
}
