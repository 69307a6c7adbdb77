import { API_DOCS_PATH } from '@slidecraft/contract';
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import { devPageSecurity } from './http/security-headers.js';
import { registerSpaAndFallback } from './http/spa.js';
import { activityRoutes } from './modules/activity/routes.js';
import { aiChatRoutes } from './modules/ai/chat-routes.js';
import { aiContentAccountRoutes, aiContentRoutes } from './modules/ai/content-routes.js';
import { aiGeneratePptRoutes } from './modules/ai/generate-ppt-routes.js';
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
import { importRoutes } from './modules/import/routes.js';
import { aiTimesPublicRoutes, aiTimesRoutes } from './modules/pay/ai-times-routes.js';
import { orderRoutes } from './modules/pay/routes.js';
import { payPublicRoutes } from './modules/pay/wiring.js';
import { personalSpaceRoutes } from './modules/personal-space/routes.js';
import { shareRoutes } from './modules/personal-space/share-routes.js';
import { promotionPublicRoutes, promotionRoutes } from './modules/promotion/routes.js';
import { redeemRoutes } from './modules/redeem/routes.js';
import { enterpriseRoutes, teamRoutes } from './modules/team/routes.js';
import { templateAccountRoutes, templateRoutes } from './modules/template/routes.js';
import { userGuideRoutes } from './modules/user-guide/routes.js';
import { userRoutes } from './modules/user/routes.js';
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
export async function registerApiRoutes(app: FastifyInstance, config: AppConfig, ctx: AppContext) {
  // Signing in and the account.
  await app.register(authRoutes);
  await app.register(huaweiLoginRoutes);
  await app.register(handoffExchangeRoutes);
  await app.register(handoffRoutes);
  await app.register(wechatLoginRoutes);
  if (config.WECHAT_LOGIN_PROVIDER === 'official' && config.WECHAT_TOKEN) {
    await app.register(wechatCallbackRoutes, { token: config.WECHAT_TOKEN });
  }
  await app.register(userRoutes);
  // Files, the template centre, fonts, the personal space and its share links.
  await app.register(fileRoutes);
  await app.register(attachmentFileRoutes);
  await app.register(attachmentRoutes);
  await app.register(templateRoutes);
  await app.register(templateAccountRoutes);
  await app.register(webFontRoutes);
  await app.register(fontRoutes);
  await app.register(personalSpaceRoutes);
  await app.register(shareRoutes);
  await app.register(userGuideRoutes);
  // Membership: plans, orders and payments, packs, coupons, activity, teams, redeem codes.
  await app.register(payPublicRoutes, {
    pay: ctx.pay,
    sandbox: ctx.paySandbox,
    config,
    devPageSecurity: devPageSecurity(config),
  });
  await app.register(orderRoutes);
  await app.register(aiTimesPublicRoutes);
  await app.register(aiTimesRoutes);
  await app.register(promotionPublicRoutes);
  await app.register(promotionRoutes);
  await app.register(activityRoutes);
  await app.register(enterpriseRoutes);
  await app.register(teamRoutes);
  await app.register(redeemRoutes);
  // Generation: AI streams and contents, imports, records, the workspace, partner channels.
  await app.register(aiTopicRoutes);
  await app.register(aiAccountRoutes);
  await app.register(aiContentRoutes);
  await app.register(aiContentAccountRoutes);
  await app.register(aiChatRoutes);
  await app.register(aiGeneratePptRoutes);
  await app.register(importRoutes);
  await app.register(chatFileRoutes);
  await app.register(generationRoutes);
  await app.register(recordRoutes);
  await app.register(workspaceRoutes);
  await app.register(workspaceAiRoutes);
  await app.register(channelPublicRoutes);
  await app.register(channelRoutes);
  await app.register(embedRoutes, { config });
  // The dev providers' pages and outboxes (never in production).
  if (ctx.dev && config.devRoutes)
    await app.register((await import('./modules/dev/routes.js')).devRoutes, {
      sms: ctx.dev.sms,
      wechat: ctx.dev.wechat,
      email: ctx.dev.email,
      pageSecurity: devPageSecurity(config),
      loopbackOnly: config.devRoutesLoopbackOnly,
    });
  await registerSpaAndFallback(app, config.webDistDir, (code) => ctx.shares.preview(code));
}
