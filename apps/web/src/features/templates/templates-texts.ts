import type { Locale } from '@slidecraft/contract';
import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../shared/i18n/page-texts';
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
  addPageTexts('templates', TEMPLATES_TEXTS);
  return useTranslation('templates');
}
