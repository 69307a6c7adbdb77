import type { Locale } from '@slidecraft/contract';
import accountEnUS from '../../features/account/i18n/en-US';
import accountZhCN from '../../features/account/i18n/zh-CN';
import accountZhTW from '../../features/account/i18n/zh-TW';
import authEnUS from '../../features/auth/i18n/en-US';
import authZhCN from '../../features/auth/i18n/zh-CN';
import authZhTW from '../../features/auth/i18n/zh-TW';
import generationEnUS from '../../features/generation/i18n/en-US';
import generationZhCN from '../../features/generation/i18n/zh-CN';
import generationZhTW from '../../features/generation/i18n/zh-TW';
import importEnUS from '../../features/import/i18n/en-US';
import importZhCN from '../../features/import/i18n/zh-CN';
import importZhTW from '../../features/import/i18n/zh-TW';
import layoutEnUS from '../../features/layout/i18n/en-US';
import layoutZhCN from '../../features/layout/i18n/zh-CN';
import layoutZhTW from '../../features/layout/i18n/zh-TW';
import legalEnUS from '../../features/legal/i18n/en-US';
import legalZhCN from '../../features/legal/i18n/zh-CN';
import legalZhTW from '../../features/legal/i18n/zh-TW';
import localeEnUS from '../../features/locale/i18n/en-US';
import localeZhCN from '../../features/locale/i18n/zh-CN';
import localeZhTW from '../../features/locale/i18n/zh-TW';
import pricingEnUS from '../../features/pricing/i18n/en-US';
import pricingZhCN from '../../features/pricing/i18n/zh-CN';
import pricingZhTW from '../../features/pricing/i18n/zh-TW';
import commonEnUS from '../../shared/i18n/en-US';
import commonZhCN from '../../shared/i18n/zh-CN';
import commonZhTW from '../../shared/i18n/zh-TW';

/** zh-CN is the source: its shape types every key (see i18next.d.ts). */
const zhCN = {
  common: commonZhCN,
  locale: localeZhCN,
  layout: layoutZhCN,
  auth: authZhCN,
  account: accountZhCN,
  generation: generationZhCN,
  import: importZhCN,
  pricing: pricingZhCN,
  legal: legalZhCN,
};

export type Resources = typeof zhCN;
export type Namespace = keyof Resources;

export const resources: Record<Locale, Resources> = {
  'zh-CN': zhCN,
  'zh-TW': {
    common: commonZhTW,
    locale: localeZhTW,
    layout: layoutZhTW,
    auth: authZhTW,
    account: accountZhTW,
    generation: generationZhTW,
    import: importZhTW,
    pricing: pricingZhTW,
    legal: legalZhTW,
  },
  'en-US': {
    common: commonEnUS,
    locale: localeEnUS,
    layout: layoutEnUS,
    auth: authEnUS,
    account: accountEnUS,
    generation: generationEnUS,
    import: importEnUS,
    pricing: pricingEnUS,
    legal: legalEnUS,
  },
};

export const NAMESPACES = Object.keys(zhCN) as Namespace[];
