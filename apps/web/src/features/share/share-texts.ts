import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../shared/i18n/page-texts';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

const TEXTS = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

/** The share dialog and shared-deck page: their texts load with them. */
export function addShareTexts(): void {
  addPageTexts('share', TEXTS);
}

/** `useTranslation('share')` with the namespace's texts in (they load with its pages). */
export function useShareTranslation() {
  addShareTexts();
  return useTranslation('share');
}
