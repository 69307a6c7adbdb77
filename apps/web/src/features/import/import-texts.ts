import { pageTexts } from '../../shared/i18n/page-texts';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

/**
 * The import dialog: its texts load with it (its button's label is the AI box's,
 * generation:box.import).
 */
export const importTexts = pageTexts('import', { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS });
export const useImportTranslation = importTexts.useTexts;
