import { pageTexts } from '../../shared/i18n/page-texts';
import enUS from './i18n/en-US';
import zhCN from './i18n/zh-CN';
import zhTW from './i18n/zh-TW';

/** The deck's download and share actions (workspace, personal space): texts loaded with them. */
export const deckExportTexts = pageTexts('deckExport', {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});
export const useDeckExportTranslation = deckExportTexts.useTexts;
