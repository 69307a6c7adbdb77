import { pageTexts } from '../../shared/i18n/page-texts';
import enUS from './i18n/flow/en-US';
import zhCN from './i18n/flow/zh-CN';
import zhTW from './i18n/flow/zh-TW';

/** The outline, deck, preview and history views (the workspace): their texts load with them. */
export const generationFlowTexts = pageTexts('generationFlow', {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});
export const useGenerationFlowTranslation = generationFlowTexts.useTexts;
