import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../shared/i18n/page-texts';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

const TEXTS = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

/** The pricing page: its texts load with it. */
export function addPricingTexts(): void {
  addPageTexts('pricing', TEXTS);
}

/** `useTranslation('pricing')` with the namespace's texts in (they load with its pages). */
export function usePricingTranslation() {
  addPricingTexts();
  return useTranslation('pricing');
}
