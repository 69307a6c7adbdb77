import antd from 'antd/locale/zh_TW';
import common from '../../../shared/i18n/zh-TW';
import locale from '../../../features/locale/i18n/zh-TW';
import layout from '../../../features/layout/i18n/zh-TW';
import auth from '../../../features/auth/i18n/zh-TW';
import account from '../../../features/account/i18n/zh-TW';
import deckExport from '../../../features/deck-export/i18n/zh-TW';
import generation from '../../../features/generation/i18n/zh-TW';
import importNs from '../../../features/import/i18n/zh-TW';
import membership from '../../../features/membership/i18n/zh-TW';
import themes from '../../../features/themes/i18n/zh-TW';
import type { AppResources, LocaleBundle } from '../locale-bundle';

const appResources: AppResources = {
  common,
  locale,
  layout,
  auth,
  account,
  generation,
  deckExport,
  import: importNs,
  membership,
  themes,
};

/** Every zh-TW text the app loads at start (the legal pages bring their own). */
const bundle: LocaleBundle = { resources: appResources, antd };
export default bundle;
