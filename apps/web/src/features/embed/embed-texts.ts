import type { Locale } from '@slidecraft/contract';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/instance';
import enUS from './i18n/en-US';
import zhCN, { type EmbedMessages } from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

export const EMBED_TEXTS: Record<Locale, EmbedMessages> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
};

/**
 * The embed namespace, added to i18n when /embed first renders: only that page shows it, so
 * the site's own pages do not carry it.
 */
export function useEmbedTranslation() {
  for (const [locale, texts] of Object.entries(EMBED_TEXTS)) {
    if (!i18n.hasResourceBundle(locale, 'embed')) i18n.addResourceBundle(locale, 'embed', texts);
  }
  return useTranslation('embed');
}
