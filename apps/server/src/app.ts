import { openPayProviders } from './modules/pay/open-payments.js';
import { aiTimesPublicRoutes, aiTimesRoutes } from './modules/pay/ai-times-routes.js';
import { orderRoutes } from './modules/pay/routes.js';
import { payAltPublicRoutes, payAltRoutes } from './modules/pay/alt-routes.js';
import { createPayService, payPublicRoutes } from './modules/pay/wiring.js';
import fs from 'node:fs/promises';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/client.js';
import {
  frameworkErrorHandler,
  installErrorHandler,
  installJsonParser,
} from './http/error-handler.js';
import { requireAuth } from './http/authenticate.js';
import { registerCompression } from './http/compression.js';
import { registerRateLimit } from './http/rate-limit.js';
import { devPageSecurity, registerSecurityHeaders } from './http/security-headers.js';
import { deckServices } from './deck-services.js';
import { registerSpaAndFallback } from './http/spa.js';
import { openJobQueue, type ProcessRole } from './jobs/index.js';
import { ClusterSweeper } from './jobs/sweeper.js';
import { CaptchaService } from './modules/auth/captcha-service.js';
import { HuaweiLoginService } from './modules/auth/huawei-login-service.js';
import { huaweiLoginRoutes } from './modules/auth/huawei-routes.js';
import { LoginService } from './modules/auth/login-service.js';
import { PasswordHasher } from './modules/auth/password-hasher.js';
import { PasswordAttemptLimiter } from './modules/auth/password-limiter.js';
import { PasswordService } from './modules/auth/password-service.js';
import { authRoutes } from './modules/auth/routes.js';
import { SessionCache } from './modules/auth/session-cache.js';
import { SessionService } from './modules/auth/session-service.js';
import { openInvalidationBus } from './providers/kv/index.js';
import { SmsCodeService } from './modules/auth/sms-code-service.js';
import { FileLinkSigner } from './modules/files/file-links.js';
import { fileRoutes } from './modules/files/routes.js';
import { recordRoutes } from './modules/generation/record-routes.js';
import { FontService } from './modules/fonts/font-service.js';
import { fontRoutes, webFontRoutes } from './modules/fonts/routes.js';
import { checkWebFonts } from './modules/fonts/web-fonts.js';
import { personalSpaceRoutes } from './modules/personal-space/routes.js';
import { ActivityService } from './modules/activity/activity-service.js';
import { activityRoutes } from './modules/activity/routes.js';
import { PromotionService } from './modules/promotion/promotion-service.js';
import { promotionPublicRoutes, promotionRoutes } from './modules/promotion/routes.js';
import { RedeemRepo } from './modules/redeem/redeem-repo.js';
import { RedeemService } from './modules/redeem/redeem-service.js';
import { redeemRoutes } from './modules/redeem/routes.js';
import { TeamService } from './modules/team/team-service.js';
import { enterpriseRoutes, teamRoutes } from './modules/team/routes.js';
import { shareRoutes } from './modules/personal-space/share-routes.js';
import { workspaceAiRoutes } from './modules/workspace/ai-routes.js';
import { workspaceRoutes } from './modules/workspace/routes.js';
import { attachmentFileRoutes, attachmentRoutes } from './modules/attachments/routes.js';
import { OutlineImportService } from './modules/import/import-service.js';
import { importRoutes } from './modules/import/routes.js';
import {
  pinnedHttpsTransport,
  type ShareTransport,
} from './modules/import/share/pinned-transport.js';
import { templateAccountRoutes, templateRoutes } from './modules/template/routes.js';
import { openTemplateCentre } from './modules/template/open.js';
import { generationRoutes } from './modules/generation/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { installRequestObservation } from './modules/ops/request-hooks.js';
import { requestIdOptions } from './modules/ops/request-id.js';
import { opsRoutes } from './modules/ops/routes.js';
import { timedChatModel } from './modules/ops/timed-chat-model.js';
import { timedJobQueue } from './modules/ops/timed-job-queue.js';
import { WechatOAuthLoginService } from './modules/wechat/oauth-login-service.js';
import { QrLoginService } from './modules/wechat/qr-login-service.js';
import { wechatCallbackRoutes, wechatLoginRoutes } from './modules/wechat/routes.js';
import { UserRepo } from './modules/user/user-repo.js';
import { userRoutes } from './modules/user/routes.js';
import { userGuideRoutes } from './modules/user-guide/routes.js';
import { UserGuideService } from './modules/user-guide/user-guide-service.js';
import { UserService } from './modules/user/user-service.js';
import { DailyEvents } from './providers/analytics/daily-events.js';
import { openAnalyticsSink } from './providers/analytics/open-analytics.js';
import type { KeyValueStore } from './providers/kv/index.js';
import { OAuthHuaweiAccountProvider } from './providers/huawei/oauth-huawei.js';
import { openWechatLogin } from './providers/wechat/open-wechat.js';
import { openEmailProvider } from './providers/email/index.js';
import { EmailService } from './modules/user/email-service.js';
import { openCaptchaProvider } from './providers/captcha/index.js';
import { openKeyValueStore } from './providers/kv/index.js';
import { openSmsProvider } from './providers/sms/index.js';
import { AiUsageRepo } from './modules/ai/usage-repo.js';
import { AiLimitsService } from './modules/ai/limits.js';
import { ProjectCounter } from './modules/ai/project-counter.js';
import { aiAccountRoutes, aiTopicRoutes } from './modules/ai/routes.js';
import { TopicService } from './modules/ai/topic-service.js';
import { WebSearch } from './modules/ai/web-search.js';
import { openSearchProvider } from './providers/search/index.js';
import { TOPIC_SEEDS } from './modules/ai/topics-seed.js';
import { AiStreamRunner } from './modules/ai/ai-stream.js';
import { aiChatRoutes } from './modules/ai/chat-routes.js';
import { aiContentAccountRoutes, aiContentRoutes } from './modules/ai/content-routes.js';
import { aiGeneratePptRoutes } from './modules/ai/generate-ppt-routes.js';
import { generationAlternateRoutes } from './modules/generation/alternate-routes.js';
import { chatFileRoutes } from './modules/import/chat-file-routes.js';
import { workspaceAlternateRoutes } from './modules/workspace/alternate-routes.js';
import { ChannelService } from './modules/channel/channel-service.js';
import { embedRoutes } from './modules/channel/embed-routes.js';
import { PartnerRepo } from './modules/channel/partner-repo.js';
import { channelPublicRoutes, channelRoutes } from './modules/channel/routes.js';
import { PresetOutlines } from './modules/ai/preset-outlines.js';
import { ContentModeration, MODERATION_TIMEOUT_MS } from './modules/ai/content-moderation.js';
import { openOperatorWords } from './modules/ai/operator-words.js';
import { SensitiveStreamGuard } from './modules/ai/sensitive-filter.js';
import { contentGuard } from './modules/import/text-guard.js';
import { openModerationProvider } from './providers/moderation/index.js';
import { AiStreamSlots } from './modules/ai/stream-slots.js';
import { LlmOutlineWriter } from './providers/llm/llm-outline-writer.js';
import { OfflineOutlineComposer } from './providers/llm/offline-composer.js';
import { OpenAiChatModel } from './providers/llm/openai-chat-model.js';
import { PromptLibrary } from './providers/llm/prompts.js';
import { openPictureMaker } from './providers/image/index.js';
import { createFileStorage } from './providers/storage/index.js';
import { loadOrCreateSecret, loadOrCreateSharedSecret } from './security/app-secret.js';

/** Largest accepted request body (JSON). */
const BODY_LIMIT = 1024 * 1024;

/** Builds the app: external plugins, then the app context in dependency order, then routes. */
/** What tests may replace: the network client of the real providers. */
export interface BuildOptions {
  fetch?: typeof fetch;
  /** Where the log goes (tests read it); stdout when absent. */
  logStream?: { write(line: string): void };
  /** How share links are fetched (tests use a local fake); the address-checked HTTPS one when absent. */
  shareTransport?: ShareTransport;
  /** A worker process (`npm run worker`) runs jobs; an API node only adds them with REDIS_URL. */
  role?: ProcessRole;
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Query strings carry phones, captcha answers and link signatures: log the path only.
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: req.url.split('?')[0] }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
    ...requestIdOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonParser(app);
  installRequestObservation(app);
  app.decorateRequest('auth', null);

  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  await registerRateLimit(app, {
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    redisUrl: config.REDIS_URL,
  });

  await fs.mkdir(config.dataDir, { recursive: true });
  const operatorWords = await openOperatorWords(config.SENSITIVE_WORDS_FILE, app.log);
  const ctx = await buildContext(app, config, options);
  app.decorate('ctx', ctx);
  const sweepers: ClusterSweeper[] = [];
  app.addHook('onClose', async () => {
    operatorWords?.close();
    await Promise.all(sweepers.map((sweeper) => sweeper.stop()));
    ctx.history.stopPurging();
    ctx.pay.stopSweeping();
    await ctx.analytics.close?.();
    ctx.previews.stop();
    await ctx.jobs.close();
    await ctx.kv.close();
    await ctx.invalidations.close();
    await ctx.database.close();
  });

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
  // Its own page policy (staticCSP): the UI's scripts and styles are files under /api/docs.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(systemRoutes);
  await app.register(opsRoutes);
  // A worker serves its health and metrics only (WORKER_PORT); API nodes serve the rest.
  if (options.role !== 'worker') await registerApiRoutes(app, config, ctx);

  // Every handler is registered by now: the queue may start running jobs.
  ctx.jobs.start();
  // Start-up recovery is the first round; with one node and its in-process queue, every
  // running job at start is a dead one (no heartbeat wait).
  const alone = ctx.jobs.kind === 'in-process';
  sweepers.push(
    new ClusterSweeper('exports', ctx.kv, (first) => ctx.exports.sweep(first && alone), app.log),
    new ClusterSweeper('previews', ctx.kv, (first) => ctx.previews.sweep(first && alone), app.log),
  );
  for (const sweeper of sweepers) await sweeper.start();
  if (ctx.jobs.kind === 'bullmq' && !ctx.jobs.runsJobs) {
    app.log.info('jobs run in worker processes (npm run worker); WORKER_INLINE=1 runs them here');
  }
  ctx.pay.startSweeping();
  ctx.history.startPurging();
  return app;
}

/** Every route of an API node beyond health and metrics, then the web app and the 404s. */
async function registerApiRoutes(app: FastifyInstance, config: AppConfig, ctx: AppContext) {
  await app.register(authRoutes);
  await app.register(huaweiLoginRoutes);
  await app.register(fileRoutes);
  await app.register(attachmentFileRoutes);
  await app.register(templateRoutes);
  await app.register(shareRoutes);
  await app.register(webFontRoutes);
  await app.register(promotionPublicRoutes);
  await app.register(aiTimesPublicRoutes);
  await app.register(payAltPublicRoutes);
  await app.register(enterpriseRoutes);
  await app.register(activityRoutes);
  await app.register(aiTopicRoutes);
  await app.register(aiContentRoutes);
  await app.register(channelPublicRoutes);
  await app.register(embedRoutes, { config });
  await app.register(userGuideRoutes);
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
    await scope.register(payAltRoutes);
    await scope.register(userRoutes);
    await scope.register(generationRoutes);
    await scope.register(aiChatRoutes);
    await scope.register(channelRoutes);
    await scope.register(recordRoutes);
    await scope.register(workspaceRoutes);
    await scope.register(workspaceAiRoutes);
    await scope.register(personalSpaceRoutes);
    await scope.register(fontRoutes);
    await scope.register(redeemRoutes);
    await scope.register(teamRoutes);
    await scope.register(promotionRoutes);
    await scope.register(attachmentRoutes);
    await scope.register(aiAccountRoutes);
    await scope.register(importRoutes);
    await scope.register(templateAccountRoutes);
    await scope.register(aiContentAccountRoutes);
    await scope.register(aiGeneratePptRoutes);
    await scope.register(generationAlternateRoutes);
    await scope.register(chatFileRoutes);
    await scope.register(workspaceAlternateRoutes);
  });
  await registerSpaAndFallback(app, config.webDistDir, (code) => ctx.shares.preview(code));
}

async function buildContext(
  app: FastifyInstance,
  config: AppConfig,
  options: BuildOptions,
): Promise<AppContext> {
  // Imported only when selected, like the other dev providers; opened before the database so
  // that a bad key file stops the start before anything else is opened.
  const payments = await openPayProviders(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    log: app.log,
  });
  // Nodes sharing a database share the generated secret (APP_SECRET wins when set).
  const secret =
    config.APP_SECRET ??
    (config.DATABASE_URL
      ? await loadOrCreateSharedSecret(database.db, config.dataDir)
      : await loadOrCreateSecret(config.dataDir));
  const kv = await openKeyValueStore(config.REDIS_URL);
  const storage = await createFileStorage(config);
  const jobs = timedJobQueue(await openJobQueue(config, app.log, options.role ?? 'api'));
  const fileLinks = new FileLinkSigner(secret);

  // Dev providers are imported only when selected, so a production start never loads them.
  const sms = await openSmsProvider(config, app.log);
  const dev = sms.dev ? { sms: sms.dev } : null;

  const invalidations = await openInvalidationBus(config.REDIS_URL, app.log);
  const sessionCache = new SessionCache(invalidations);
  // Every write to a user drops the row from the session cache of every node.
  const userRepo = new UserRepo(database.db, (userId) => sessionCache.forgetUser(userId));
  const users = new UserService(userRepo);
  const sessions = new SessionService(database.db, sessionCache, (userId) =>
    userRepo.findById(userId),
  );
  const smsCodes = new SmsCodeService(kv, sms.provider, secret);
  const hasher = new PasswordHasher();
  const passwordLimiter = new PasswordAttemptLimiter(kv);
  const analytics = openAnalyticsSink(config, app.log, options.fetch);
  const login = new LoginService(smsCodes, sessions, users, hasher, passwordLimiter, analytics);
  const wechat = await openWechatLogin(config, kv, options.fetch);
  const email = await openEmailProvider(config, app.log);
  const aiUsage = new AiUsageRepo(database.db);
  const moderation = new ContentModeration(
    await openModerationProvider(config, MODERATION_TIMEOUT_MS),
    config.MODERATION_FAIL === 'closed',
    app.log,
  );
  const ai = aiStreaming(app, config, kv, aiUsage, moderation);
  // Seeded after the migrations on every start (an upsert by topic): see topics-seed.ts.
  const topics = new TopicService(database.db);
  await topics.seed(TOPIC_SEEDS);
  const aiLimits = new AiLimitsService({
    moderation,
    usage: aiUsage,
    users,
    kv,
    projects: new ProjectCounter(database.db),
    // Read at charge time: the context (and its chat model) exists by then.
    modelName: () => app.ctx.chatModel?.model ?? 'offline',
  });
  const pictureMaker = await openPictureMaker(config.images, storage);
  const decks = deckServices({
    app,
    database,
    storage,
    fileLinks,
    jobs,
    aiUsage,
    aiLimits,
    pictureMaker,
  });
  checkWebFonts();
  const promotions = new PromotionService(database.db);
  const teams = new TeamService(database.db, (userId) => sessionCache.forgetUser(userId));
  const pay = createPayService({
    db: database.db,
    providers: payments.providers,
    kv,
    wechatLogin: wechat.provider,
    memberUntil: async (userId) => (await userRepo.findById(userId))?.memberUntil ?? 0,
    userChanged: (userId) => sessionCache.forgetUser(userId),
    log: app.log,
    promotions,
  });
  pay.teams = teams;
  const channels = new ChannelService({
    repo: new PartnerRepo(database.db),
    sessions,
    kv,
    aiLimits,
    moderation,
    recordInfo: (userId, recordId) => decks.previews.info(userId, recordId),
    appSecret: secret,
    log: app.log,
  });
  pay.onPaid = (order) => analytics.track({ name: 'payment_successful', ...order });
  return {
    channels,
    promotions,
    teams,
    activity: new ActivityService(database.db, kv, app.log),
    ...decks,
    fonts: new FontService(database.db, decks.workspace),
    userGuide: new UserGuideService(database.db),
    redeem: new RedeemService(
      new RedeemRepo(database.db),
      kv,
      (userId) => sessionCache.forgetUser(userId),
      app.log,
    ),
    config,
    database,
    kv,
    invalidations,
    storage,
    jobs,
    outlineWriter: ai.writer,
    webSearch: new WebSearch(
      openSearchProvider(config.search, options.fetch),
      config.search ?? { timeoutMs: 0, results: 0 },
      app.log,
    ),
    chatModel: ai.chatModel,
    aiStreams: ai.streams,
    presetOutlines: new PresetOutlines(database.db, ai.chunkDelayMs),
    aiUsage,
    moderation,
    aiLimits,
    topics,
    fileLinks,
    captcha: new CaptchaService(await openCaptchaProvider(config), kv, dev !== null, app.log),
    smsCodes,
    sessions,
    users,
    analytics,
    dailyEvents: new DailyEvents(kv, analytics),
    login,
    qrLogin: wechat.provider && new QrLoginService(kv, wechat.provider, login),
    wechatProvider: wechat.provider,
    emails: new EmailService(kv, email.provider, users, secret),
    wechatOAuth: wechat.provider && new WechatOAuthLoginService(kv, wechat.provider, login),
    huaweiLogin: config.huawei
      ? new HuaweiLoginService(
          kv,
          new OAuthHuaweiAccountProvider(config.huawei, options.fetch),
          userRepo,
          login,
          analytics,
        )
      : null,
    passwords: new PasswordService(hasher, passwordLimiter, users, sessions, smsCodes),
    imports: new OutlineImportService({
      kv,
      chatModel: ai.chatModel,
      aiUsage,
      shareTransport: options.shareTransport ?? (await shareTransportOf(config)),
      guard: contentGuard(moderation),
    }),
    ...(await openTemplateCentre({
      templateDir: config.TEMPLATE_DIR,
      downloadsPerDay: config.TEMPLATE_DOWNLOADS_PER_DAY,
      database,
      storage,
      fileLinks,
      log: app.log,
    })),
    pay,
    paySandbox: payments.sandbox,
    dev: dev && {
      ...dev,
      // Chosen on its own: dev SMS may run with the official WeChat provider.
      wechat: wechat.dev,
      email: email.dev,
    },
  };
}

/**
 * The AI side of the context. With LLM_* configuration the OpenAI-compatible model writes
 * through the versioned prompts; without it, offline mode: the composer answers every AI call
 * and the UI labels it. The prompts are read in both modes, so a build that lost them fails at
 * start rather than at the first request.
 */
function aiStreaming(
  app: FastifyInstance,
  config: AppConfig,
  kv: KeyValueStore,
  usage: AiUsageRepo,
  moderation: ContentModeration,
) {
  const chunkDelayMs = config.NODE_ENV === 'test' ? 0 : 12;
  const prompts = PromptLibrary.load();
  const chatModel = config.llm ? timedChatModel(new OpenAiChatModel(config.llm, app.log)) : null;
  const writer = chatModel
    ? new LlmOutlineWriter(chatModel, prompts)
    : new OfflineOutlineComposer(chunkDelayMs);
  // A stream may outlive the model's own deadline a little (usage record, last events), so the
  // model's timeout (5402 with its cause) always fires first; slots outlive any stream.
  const deadlineMs = config.LLM_TIMEOUT_MS + 10_000;
  const slots = new AiStreamSlots(
    kv,
    config.AI_MAX_STREAMS_PER_USER,
    Math.ceil(deadlineMs / 1000) + 60,
  );
  const streams = new AiStreamRunner({
    slots,
    usage,
    deadlineMs,
    outputGuard: () => new SensitiveStreamGuard(),
    ...(moderation.enabled ? { outputCheck: (text) => moderation.check(text, 'output') } : {}),
  });
  return { chatModel, writer, streams, chunkDelayMs };
}

/** How share pages are fetched: pinned HTTPS to the public internet, or the dev stand-in. */
async function shareTransportOf(config: AppConfig): Promise<ShareTransport> {
  if (!config.DEV_SHARE_ORIGIN) return pinnedHttpsTransport();
  // Imported only when configured, like the other dev providers.
  const { loopbackShareTransport } = await import('./modules/import/share/dev-transport.js');
  return loopbackShareTransport(config.DEV_SHARE_ORIGIN);
}
