import antd from 'antd/locale/en_US';
import common from '../../../shared/i18n/en-US';
import locale from '../../../features/locale/i18n/en-US';
import layout from '../../../features/layout/i18n/en-US';
import auth from '../../../features/auth/i18n/en-US';
import account from '../../../features/account/i18n/en-US';
import deckExport from '../../../features/deck-export/i18n/en-US';
import generation from '../../../features/generation/i18n/en-US';
import importNs from '../../../features/import/i18n/en-US';
import membership from '../../../features/membership/i18n/en-US';
import themes from '../../../features/themes/i18n/en-US';
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

/** Every en-US text the app loads at start (the legal pages bring their own). */
const bundle: LocaleBundle = { resources: appResources, antd };
export default bundle;
