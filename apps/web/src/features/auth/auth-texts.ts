import { pageTexts } from '../../shared/i18n/page-texts';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

/**
 * The login dialog and page, and the session's messages after a sign-in by address: their texts
 * load with them.
 */
export const authTexts = pageTexts('auth', { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS });
export const useAuthTranslation = authTexts.useTexts;
