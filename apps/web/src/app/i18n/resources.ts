import type { Locale } from '@slidecraft/contract';
import legalEnUS from '../../features/legal/i18n/en-US';
import legalZhCN from '../../features/legal/i18n/zh-CN';
import legalZhTW from '../../features/legal/i18n/zh-TW';
import teamEnUS from '../../features/team/i18n/en-US';
import teamZhCN from '../../features/team/i18n/zh-CN';
import teamZhTW from '../../features/team/i18n/zh-TW';
import templatesEnUS from '../../features/templates/i18n/en-US';
import templatesZhCN from '../../features/templates/i18n/zh-CN';
import templatesZhTW from '../../features/templates/i18n/zh-TW';
import { EMBED_TEXTS } from '../../features/embed/embed-texts';
import editorEnUS from '../../features/deck-editor/i18n/en-US';
import editorZhCN from '../../features/deck-editor/i18n/zh-CN';
import editorZhTW from '../../features/deck-editor/i18n/zh-TW';
import personalSpaceEnUS from '../../features/personal-space/i18n/en-US';
import personalSpaceZhCN from '../../features/personal-space/i18n/zh-CN';
import personalSpaceZhTW from '../../features/personal-space/i18n/zh-TW';
import pricingEnUS from '../../features/pricing/i18n/en-US';
import pricingZhCN from '../../features/pricing/i18n/zh-CN';
import pricingZhTW from '../../features/pricing/i18n/zh-TW';
import shareEnUS from '../../features/share/i18n/en-US';
import shareZhCN from '../../features/share/i18n/zh-CN';
import shareZhTW from '../../features/share/i18n/zh-TW';
import userGuideEnUS from '../../features/user-guide/i18n/en-US';
import userGuideZhCN from '../../features/user-guide/i18n/zh-CN';
import userGuideZhTW from '../../features/user-guide/i18n/zh-TW';
import authEnUS from '../../features/auth/i18n/en-US';
import authZhCN from '../../features/auth/i18n/zh-CN';
import authZhTW from '../../features/auth/i18n/zh-TW';
import accountEnUS from '../../features/account/i18n/en-US';
import accountZhCN from '../../features/account/i18n/zh-CN';
import accountZhTW from '../../features/account/i18n/zh-TW';
import deckExportEnUS from '../../features/deck-export/i18n/en-US';
import deckExportZhCN from '../../features/deck-export/i18n/zh-CN';
import deckExportZhTW from '../../features/deck-export/i18n/zh-TW';
import importEnUS from '../../features/import/i18n/en-US';
import importZhCN from '../../features/import/i18n/zh-CN';
import importZhTW from '../../features/import/i18n/zh-TW';
import membershipEnUS from '../../features/membership/i18n/en-US';
import membershipZhCN from '../../features/membership/i18n/zh-CN';
import membershipZhTW from '../../features/membership/i18n/zh-TW';
import themesEnUS from '../../features/themes/i18n/en-US';
import themesZhCN from '../../features/themes/i18n/zh-CN';
import themesZhTW from '../../features/themes/i18n/zh-TW';
import generationFlowEnUS from '../../features/generation/i18n/flow/en-US';
import generationFlowZhCN from '../../features/generation/i18n/flow/zh-CN';
import generationFlowZhTW from '../../features/generation/i18n/flow/zh-TW';
import enUS from './bundles/en-US';
import zhCN from './bundles/zh-CN';
import zhTW from './bundles/zh-TW';
import type { Resources } from './locale-bundle';

/**
 * Every text of every locale in one object, for the tests (keys and placeholders match across
 * locales). The app itself loads one locale at a time (init-i18n.ts).
 */
export const resources: Record<Locale, Resources> = {
  'zh-CN': {
    ...zhCN.resources,
    legal: legalZhCN,
    team: teamZhCN,
    templates: templatesZhCN,
    userGuide: userGuideZhCN,
    embed: EMBED_TEXTS['zh-CN'],
    editor: editorZhCN,
    personalSpace: personalSpaceZhCN,
    pricing: pricingZhCN,
    share: shareZhCN,
    auth: authZhCN,
    account: accountZhCN,
    membership: membershipZhCN,
    import: importZhCN,
    deckExport: deckExportZhCN,
    themes: themesZhCN,
    generationFlow: generationFlowZhCN,
  },
  'zh-TW': {
    ...zhTW.resources,
    legal: legalZhTW,
    team: teamZhTW,
    templates: templatesZhTW,
    userGuide: userGuideZhTW,
    embed: EMBED_TEXTS['zh-TW'],
    editor: editorZhTW,
    personalSpace: personalSpaceZhTW,
    pricing: pricingZhTW,
    share: shareZhTW,
    auth: authZhTW,
    account: accountZhTW,
    membership: membershipZhTW,
    import: importZhTW,
    deckExport: deckExportZhTW,
    themes: themesZhTW,
    generationFlow: generationFlowZhTW,
  },
  'en-US': {
    ...enUS.resources,
    legal: legalEnUS,
    team: teamEnUS,
    templates: templatesEnUS,
    userGuide: userGuideEnUS,
    embed: EMBED_TEXTS['en-US'],
    editor: editorEnUS,
    personalSpace: personalSpaceEnUS,
    pricing: pricingEnUS,
    share: shareEnUS,
    auth: authEnUS,
    account: accountEnUS,
    membership: membershipEnUS,
    import: importEnUS,
    deckExport: deckExportEnUS,
    themes: themesEnUS,
    generationFlow: generationFlowEnUS,
  },
};

export type Namespace = keyof Resources;
export const NAMESPACES = Object.keys(resources['zh-CN']) as Namespace[];

/** Bundles of every locale, for tests that render in zh-TW or en-US. */
export const allBundles = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS } as const;
