import { pageTexts } from '../../shared/i18n/page-texts';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

/** The user menu and the account settings (signed in only): their texts load with them. */
export const accountTexts = pageTexts('account', { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS });
export const useAccountTranslation = accountTexts.useTexts;
