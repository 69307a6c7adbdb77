import { API_DOCS_PATH } from '@slidecraft/contract';
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { AppServices } from './app-services.js';
import { devPageSecurity } from './http/security-headers.js';
import { registerSpaAndFallback } from './http/spa.js';
import { activityRoutes } from './modules/activity/routes.js';
import { aiChatRoutes } from './modules/ai/chat-routes.js';
import { aiContentAccountRoutes, aiContentRoutes } from './modules/template/content-routes.js';
import { outlineToDeckRoutes } from './modules/generation/outline-to-deck-routes.js';
import { aiAccountRoutes, aiTopicRoutes } from './modules/ai/routes.js';
import { attachmentFileRoutes, attachmentRoutes } from './modules/attachments/routes.js';
import { handoffExchangeRoutes, handoffRoutes } from './modules/auth/handoff-routes.js';
import { huaweiLoginRoutes } from './modules/auth/huawei-routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { embedRoutes } from './modules/channel/embed-routes.js';
import { channelPublicRoutes, channelRoutes } from './modules/channel/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { fontRoutes, webFontRoutes } from './modules/fonts/routes.js';
import { recordRoutes } from './modules/generation/record-routes.js';
import { generationRoutes } from './modules/generation/routes.js';
import { chatFileRoutes } from './modules/import/chat-file-routes.js';
import { deckImportRoutes } from './modules/deck-import/routes.js';
import { brandThemeRoutes } from './modules/brand-themes/routes.js';
import { importRoutes } from './modules/import/routes.js';
import { aiTimesPublicRoutes, aiTimesRoutes } from './modules/pay/ai-times-routes.js';
import { mcpRoutes } from './modules/open/mcp/routes.js';
import { apiKeyRoutes, openV1Routes } from './modules/open/routes.js';
import { orderRoutes } from './modules/pay/routes.js';
import { payPublicRoutes } from './modules/pay/public-routes.js';
import { personalSpaceRoutes } from './modules/personal-space/routes.js';
import { shareRoutes } from './modules/personal-space/share-routes.js';
import { promotionPublicRoutes, promotionRoutes } from './modules/promotion/routes.js';
import { redeemRoutes } from './modules/redeem/routes.js';
import { enterpriseRoutes, teamRoutes } from './modules/team/routes.js';
import { templateAccountRoutes, templateRoutes } from './modules/template/routes.js';
import { userGuideRoutes } from './modules/user-guide/routes.js';
import { accountMoreRoutes } from './modules/user/account-more-routes.js';
import { accountRoutes } from './modules/user/account-routes.js';
import { userRoutes } from './modules/user/routes.js';
import { wechatBindRoutes } from './modules/wechat/bind-routes.js';
import { wechatCallbackRoutes, wechatLoginRoutes } from './modules/wechat/routes.js';
import { workspaceAiRoutes } from './modules/workspace/ai-routes.js';
import { workspaceRoutes } from './modules/workspace/routes.js';

/** The OpenAPI document of every route registered after it, and its UI at API_DOCS_PATH. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'SlideCraft API',
        version: '0.1.0',
        description: 'Every JSON response is the envelope { code, message, data }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Its own page policy (staticCSP): the UI's scripts and styles are files under API_DOCS_PATH.
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true });
}

/**
 * Every route of an API node beyond health and metrics, domain by domain, then the web app and
 * the 404s. Who may call a route is its table entry's `access` (serve() runs the sign-in check
 * of a 'user' entry); the route-table test proves every 'user' path refuses a caller without a
 * token and every other path lets one through.
 */
export async function registerApiRoutes(app: FastifyInstance, config: AppConfig, ctx: AppServices) {
  // Signing in and the account.
  await app.register(authRoutes, {
    captcha: ctx.captcha,
    emails: ctx.emails,
    huaweiLogin: ctx.huaweiLogin,
    login: ctx.login,
    passwords: ctx.passwords,
    wechatQr: ctx.qrLogin !== null,
    smsCodes: ctx.smsCodes,
    wechatOAuth: ctx.wechatOAuth,
  });
  await app.register(huaweiLoginRoutes, { huaweiLogin: ctx.huaweiLogin });
  await app.register(handoffExchangeRoutes, { handoffs: ctx.handoffs });
  await app.register(handoffRoutes, { handoffs: ctx.handoffs });
  await app.register(wechatLoginRoutes, {
    qrLogin: ctx.qrLogin,
    wechatOAuth: ctx.wechatOAuth,
    wechatProvider: ctx.wechatProvider,
  });
  if (config.WECHAT_LOGIN_PROVIDER === 'official' && config.WECHAT_TOKEN) {
    await app.register(wechatCallbackRoutes, { token: config.WECHAT_TOKEN, qrLogin: ctx.qrLogin });
  }
  await app.register(accountRoutes, {
    captcha: ctx.captcha,
    smsCodes: ctx.smsCodes,
    storage: ctx.storage,
    users: ctx.users,
  });
  await app.register(accountMoreRoutes, {
    analytics: ctx.analytics,
    captcha: ctx.captcha,
    emails: ctx.emails,
    users: ctx.users,
  });
  await app.register(wechatBindRoutes, { qrLogin: ctx.qrLogin, wechatOAuth: ctx.wechatOAuth });
  await app.register(userRoutes, {
    captcha: ctx.captcha,
    passwords: ctx.passwords,
    sessions: ctx.sessions,
    smsCodes: ctx.smsCodes,
    users: ctx.users,
  });
  // Files, the template centre, fonts, the personal space and its share links.
  await app.register(fileRoutes, { fileLinks: ctx.fileLinks, storage: ctx.storage });
  await app.register(attachmentFileRoutes, { attachments: ctx.attachments });
  await app.register(attachmentRoutes, { attachments: ctx.attachments });
  await app.register(templateRoutes, {
    pay: ctx.pay,
    templates: ctx.templates,
    themes: ctx.themes,
    brandThemes: ctx.brandThemes,
  });
  await app.register(templateAccountRoutes, {
    aiLimits: ctx.aiLimits,
    pay: ctx.pay,
    records: ctx.records,
    templates: ctx.templates,
  });
  await app.register(webFontRoutes);
  await app.register(fontRoutes, { fonts: ctx.fonts });
  await app.register(personalSpaceRoutes, {
    exports: ctx.exports,
    shares: ctx.shares,
    space: ctx.space,
  });
  await app.register(shareRoutes, { shares: ctx.shares });
  await app.register(userGuideRoutes, { userGuide: ctx.userGuide });
  // Membership: plans, orders and payments, packs, coupons, activity, teams, redeem codes.
  await app.register(payPublicRoutes, {
    pay: ctx.pay,
    sandbox: ctx.paySandbox,
    config,
    devPageSecurity: devPageSecurity(config),
  });
  await app.register(orderRoutes, {
    pay: ctx.pay,
    templates: ctx.templates,
    database: ctx.database,
  });
  await app.register(aiTimesPublicRoutes, { pay: ctx.pay });
  await app.register(aiTimesRoutes, {
    aiLimits: ctx.aiLimits,
    database: ctx.database,
    pay: ctx.pay,
  });
  await app.register(promotionPublicRoutes, { promotions: ctx.promotions });
  await app.register(promotionRoutes, { promotions: ctx.promotions });
  await app.register(activityRoutes, { activity: ctx.activity, pay: ctx.pay });
  await app.register(enterpriseRoutes, { config: ctx.config, pay: ctx.pay });
  await app.register(teamRoutes, { pay: ctx.pay, teams: ctx.teams });
  await app.register(redeemRoutes, { redeem: ctx.redeem });
  // Generation: AI streams and contents, imports, records, the workspace, partner channels.
  await app.register(aiTopicRoutes, { topics: ctx.topics });
  await app.register(aiAccountRoutes, { aiLimits: ctx.aiLimits });
  await app.register(aiContentRoutes, {
    aiLimits: ctx.aiLimits,
    aiUsage: ctx.aiLedger,
    database: ctx.database,
    outlineWriter: ctx.outlineWriter,
    teams: ctx.teams,
    templates: ctx.templates,
    themes: ctx.themes,
  });
  await app.register(aiContentAccountRoutes, {
    templates: ctx.templates,
    teams: ctx.teams,
    database: ctx.database,
  });
  await app.register(aiChatRoutes, {
    aiLimits: ctx.aiLimits,
    aiStreams: ctx.aiStreams,
    channels: ctx.channels,
    moderation: ctx.moderation,
    outlineWriter: ctx.outlineWriter,
    presetOutlines: ctx.presetOutlines,
    webSearch: ctx.webSearch,
  });
  await app.register(outlineToDeckRoutes, {
    aiLimits: ctx.aiLimits,
    aiStreams: ctx.aiStreams,
    outlineWriter: ctx.outlineWriter,
    records: ctx.records,
    webSearch: ctx.webSearch,
  });
  await app.register(importRoutes, { aiLimits: ctx.aiLimits, imports: ctx.imports });
  await app.register(deckImportRoutes, { deckImports: ctx.deckImports });
  await app.register(brandThemeRoutes, {
    brandThemes: ctx.brandThemes,
    brandResolver: ctx.brandResolver,
  });
  await app.register(chatFileRoutes, {
    aiLimits: ctx.aiLimits,
    aiStreams: ctx.aiStreams,
    imports: ctx.imports,
    moderation: ctx.moderation,
    outlineWriter: ctx.outlineWriter,
  });
  await app.register(generationRoutes, {
    aiLimits: ctx.aiLimits,
    dailyEvents: ctx.dailyEvents,
    exports: ctx.exports,
    previews: ctx.previews,
    records: ctx.records,
  });
  await app.register(recordRoutes, {
    aiLimits: ctx.aiLimits,
    aiUsage: ctx.aiLedger,
    outlineWriter: ctx.outlineWriter,
    moderation: ctx.moderation,
    history: ctx.history,
    previews: ctx.previews,
    records: ctx.records,
  });
  await app.register(workspaceRoutes, {
    attachments: ctx.attachments,
    config: ctx.config,
    themes: ctx.themes,
    workspace: ctx.workspace,
  });
  await app.register(workspaceAiRoutes, {
    aiLimits: ctx.aiLimits,
    aiStreams: ctx.aiStreams,
    moderation: ctx.moderation,
    outlineWriter: ctx.outlineWriter,
    workspace: ctx.workspace,
  });
  await app.register(channelPublicRoutes, { channels: ctx.channels });
  await app.register(channelRoutes, { channels: ctx.channels });
  await app.register(embedRoutes, { config, channels: ctx.channels });
  // The open API: keys (account settings), the v1 calls with a key.
  await app.register(apiKeyRoutes, { keys: ctx.keys });
  await app.register(openV1Routes, { openDecks: ctx.openDecks, brandThemes: ctx.brandThemes });
  await app.register(mcpRoutes, { openDecks: ctx.openDecks });
  // The dev providers' pages and outboxes (never in production).
  if (ctx.dev && config.devRoutes)
    await app.register((await import('./modules/dev/routes.js')).devRoutes, {
      sms: ctx.dev.sms,
      wechat: ctx.dev.wechat,
      email: ctx.dev.email,
      pageSecurity: devPageSecurity(config),
      loopbackOnly: config.devRoutesLoopbackOnly,
      config,
      database: ctx.database,
      captcha: ctx.captcha,
      users: ctx.users,
      sessions: ctx.sessions,
      aiUsage: ctx.aiLedger,
      aiLimits: ctx.aiLimits,
      pay: ctx.pay,
      redeem: ctx.redeem,
      promotions: ctx.promotions,
      qrLogin: ctx.qrLogin,
    });
  await registerSpaAndFallback(app, config.webDistDir, (code) => ctx.shares.preview(code));
}
