import { API_DOCS_PATH } from '@slidecraft/contract';
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import { requireAuth } from './http/authenticate.js';
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

/** Every route of an API node beyond health and metrics, then the web app and the 404s. */
export async function registerApiRoutes(app: FastifyInstance, config: AppConfig, ctx: AppContext) {
  await app.register(authRoutes);
  await app.register(huaweiLoginRoutes);
  await app.register(handoffExchangeRoutes);
  await app.register(fileRoutes);
  await app.register(attachmentFileRoutes);
  await app.register(templateRoutes);
  await app.register(shareRoutes);
  await app.register(webFontRoutes);
  await app.register(promotionPublicRoutes);
  await app.register(aiTimesPublicRoutes);
  await app.register(enterpriseRoutes);
  await app.register(activityRoutes);
  await app.register(aiTopicRoutes);
  await app.register(aiContentRoutes);
  await app.register(channelPublicRoutes);
  await app.register(embedRoutes, { config });
  await app.register(userGuideRoutes);
  await app.register(redeemRoutes);
  await app.register(wechatLoginRoutes);
  if (config.WECHAT_LOGIN_PROVIDER === 'official' && config.WECHAT_TOKEN) {
    await app.register(wechatCallbackRoutes, { token: config.WECHAT_TOKEN });
  }
  if (ctx.dev && config.devRoutes)
    await app.register((await import('./modules/dev/routes.js')).devRoutes, {
      sms: ctx.dev.sms,
      wechat: ctx.dev.wechat,
      email: ctx.dev.email,
      pageSecurity: devPageSecurity(config),
      loopbackOnly: config.devRoutesLoopbackOnly,
    });
  await app.register(payPublicRoutes, {
    pay: ctx.pay,
    sandbox: ctx.paySandbox,
    config,
    devPageSecurity: devPageSecurity(config),
  });
  await app.register(async (scope) => {
    requireAuth(scope);
    await scope.register(orderRoutes);
    await scope.register(aiTimesRoutes);
    await scope.register(userRoutes);
    await scope.register(handoffRoutes);
    await scope.register(generationRoutes);
    await scope.register(aiChatRoutes);
    await scope.register(channelRoutes);
    await scope.register(recordRoutes);
    await scope.register(workspaceRoutes);
    await scope.register(workspaceAiRoutes);
    await scope.register(personalSpaceRoutes);
    await scope.register(fontRoutes);
    await scope.register(teamRoutes);
    await scope.register(promotionRoutes);
    await scope.register(attachmentRoutes);
    await scope.register(aiAccountRoutes);
    await scope.register(importRoutes);
    await scope.register(templateAccountRoutes);
    await scope.register(aiContentAccountRoutes);
    await scope.register(aiGeneratePptRoutes);
    await scope.register(chatFileRoutes);
  });
  await registerSpaAndFallback(app, config.webDistDir, (code) => ctx.shares.preview(code));
}
