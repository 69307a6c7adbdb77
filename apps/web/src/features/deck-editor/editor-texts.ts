import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../../shared/i18n/page-texts';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

const TEXTS = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

/** The deck's views in the workspace: their texts load with them. */
export function addEditorTexts(): void {
  addPageTexts('editor', TEXTS);
}

/** `useTranslation('editor')` with the namespace's texts in (they load with its pages). */
export function useEditorTranslation() {
  addEditorTexts();
  return useTranslation('editor');
}
