import type { Locale as AntdLocale } from 'antd/es/locale';
import type legalZhCN from '../../features/legal/i18n/zh-CN';
import type teamZhCN from '../../features/team/i18n/zh-CN';
import type templatesZhCN from '../../features/templates/i18n/zh-CN';
import type userGuideZhCN from '../../features/user-guide/i18n/zh-CN';
import type embedZhCN from '../../features/embed/i18n/zh-CN';
import type editorZhCN from '../../features/deck-editor/i18n/zh-CN';
import type personalSpaceZhCN from '../../features/personal-space/i18n/zh-CN';
import type pricingZhCN from '../../features/pricing/i18n/zh-CN';
import type shareZhCN from '../../features/share/i18n/zh-CN';
import type authZhCN from '../../features/auth/i18n/zh-CN';
import type accountZhCN from '../../features/account/i18n/zh-CN';
import type deckExportZhCN from '../../features/deck-export/i18n/zh-CN';
import type importZhCN from '../../features/import/i18n/zh-CN';
import type membershipZhCN from '../../features/membership/i18n/zh-CN';
import type themesZhCN from '../../features/themes/i18n/zh-CN';
import type generationFlowZhCN from '../../features/generation/i18n/flow/zh-CN';
import type { appResources } from './bundles/zh-CN';

/** The namespaces loaded at start, shaped by zh-CN (the source language). */
export type AppResources = typeof appResources;

/** Every namespace, the legal, team and templates texts included (they load with their pages). */
export type Resources = AppResources & {
  legal: typeof legalZhCN;
  team: typeof teamZhCN;
  templates: typeof templatesZhCN;
  /** The first-visit tour and the protected previews (they load with them). */
  userGuide: typeof userGuideZhCN;
  /** The partner embed's texts (/embed). */
  embed: typeof embedZhCN;
  /** The deck's views, the personal space, pricing and sharing (they load with their pages). */
  editor: typeof editorZhCN;
  personalSpace: typeof personalSpaceZhCN;
  pricing: typeof pricingZhCN;
  share: typeof shareZhCN;
  /**
   * The login dialog and page, the account settings, the membership screens, the import dialog,
   * the deck's downloads and the themes: none shows on a visitor's home page at first paint, so
   * their texts load with their code (docs/decisions.md, "Issue 34: the home page's JavaScript").
   */
  auth: typeof authZhCN;
  account: typeof accountZhCN;
  membership: typeof membershipZhCN;
  import: typeof importZhCN;
  deckExport: typeof deckExportZhCN;
  themes: typeof themesZhCN;
  /** The generation flow's views (the home page's box is `generation`, at start). */
  generationFlow: typeof generationFlowZhCN;
};

/** What one locale brings: the app's texts and antd's own (pagination, empty states, dialogs). */
export interface LocaleBundle {
  resources: AppResources;
  antd: AntdLocale;
}
