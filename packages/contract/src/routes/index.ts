/**
 * The route table: every call of the API, one file per domain (docs/architecture.md, "Adding a
 * call"). Each domain is a namespace, so `redeemApi.redeem` names one entry and a page's
 * bundle keeps only the entries it calls.
 */
export * from './route.js';
export * as accountApi from './account.js';
export * as activityApi from './activity.js';
export * as aiApi from './ai.js';
export * as attachmentsApi from './attachments.js';
export * as authApi from './auth.js';
export * as channelApi from './channel.js';
export * as deckImportApi from './deck-import.js';
export * as devApi from './dev.js';
export * as filesApi from './files.js';
export * as fontApi from './font.js';
export * as generationApi from './generation.js';
export * as importApi from './import.js';
export * as openApi from './open.js';
export * as payApi from './pay.js';
export * as personalSpaceApi from './personal-space.js';
export * as promotionApi from './promotion.js';
export * as redeemApi from './redeem.js';
export * as systemApi from './system.js';
export * as teamApi from './team.js';
export * as templateApi from './template.js';
export * as userGuideApi from './user-guide.js';
export * as workspaceApi from './workspace.js';
export * as brandThemesApi from './brand-themes.js';
