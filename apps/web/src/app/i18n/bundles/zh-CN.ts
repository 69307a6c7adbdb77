import antd from 'antd/locale/zh_CN';
import common from '../../../shared/i18n/zh-CN';
import locale from '../../../features/locale/i18n/zh-CN';
import layout from '../../../features/layout/i18n/zh-CN';
import auth from '../../../features/auth/i18n/zh-CN';
import account from '../../../features/account/i18n/zh-CN';
import deckExport from '../../../features/deck-export/i18n/zh-CN';
import generation from '../../../features/generation/i18n/zh-CN';
import importNs from '../../../features/import/i18n/zh-CN';
import membership from '../../../features/membership/i18n/zh-CN';
import themes from '../../../features/themes/i18n/zh-CN';
import type { LocaleBundle } from '../locale-bundle';

/** zh-CN is the source language: its shape types every key (see i18next.d.ts). */
export const appResources = {
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

/** Every zh-CN text the app loads at start (the legal pages bring their own). */
const bundle: LocaleBundle = { resources: appResources, antd };
export default bundle;
