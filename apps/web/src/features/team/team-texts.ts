import type { Locale } from '@slidecraft/contract';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/instance';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

const TEAM_TEXTS: Record<Locale, typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

/**
 * The team namespace, added to i18n when a team page first renders: only these (lazily loaded)
 * pages show it, so the home page does not carry it.
 */
export function useTeamTranslation() {
  for (const [locale, texts] of Object.entries(TEAM_TEXTS)) {
    if (!i18n.hasResourceBundle(locale, 'team')) i18n.addResourceBundle(locale, 'team', texts);
  }
  return useTranslation('team');
}
