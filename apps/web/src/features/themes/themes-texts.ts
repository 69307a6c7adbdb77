import { pageTexts } from '../../shared/i18n/page-texts';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

/** The theme picker and the brand upload (workspace): their texts load with them. */
export const themesTexts = pageTexts('themes', { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS });
export const useThemesTranslation = themesTexts.useTexts;
