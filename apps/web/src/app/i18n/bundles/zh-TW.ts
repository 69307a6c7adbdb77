// The ES module (antd/locale/* is the CommonJS build, which brings CommonJS copies along).
import antd from 'antd/es/locale/zh_TW';
import common from '../../../shared/i18n/zh-TW';
import locale from '../../../features/locale/i18n/zh-TW';
import layout from '../../../features/layout/i18n/zh-TW';
import generation from '../../../features/generation/i18n/zh-TW';
import type { AppResources, LocaleBundle } from '../locale-bundle';

const appResources: AppResources = {
  common,
  locale,
  layout,
  generation,
};

/**
 * Every zh-TW text the app loads at start: what the shell and the home page show at first paint
 * (the other namespaces load with the code that shows them).
 */
const bundle: LocaleBundle = { resources: appResources, antd };
export default bundle;
