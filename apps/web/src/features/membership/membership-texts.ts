import { pageTexts } from '../../shared/i18n/page-texts';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

/** The membership screens, the AI-points packs and the redeem dialog: texts loaded with them. */
export const membershipTexts = pageTexts('membership', {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});
export const useMembershipTranslation = membershipTexts.useTexts;
