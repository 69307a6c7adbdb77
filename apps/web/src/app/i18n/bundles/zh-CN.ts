// The ES module (antd/locale/* is the CommonJS build, which brings CommonJS copies along).
import antd from 'antd/es/locale/zh_CN';
import common from '../../../shared/i18n/zh-CN';
import locale from '../../../features/locale/i18n/zh-CN';
import layout from '../../../features/layout/i18n/zh-CN';
import generation from '../../../features/generation/i18n/zh-CN';
import type { LocaleBundle } from '../locale-bundle';

/** zh-CN is the source language: its shape types every key (see i18next.d.ts). */
export const appResources = {
  common,
  locale,
  layout,
  generation,
};

/**
 * Every zh-CN text the app loads at start: what the shell and the home page show at first paint
 * (the other namespaces load with the code that shows them).
 */
const bundle: LocaleBundle = { resources: appResources, antd };
export default bundle;
