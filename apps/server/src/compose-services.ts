import type { FastifyInstance } from 'fastify';
import type { BuildOptions } from './app.js';
import { aiStreaming, openInfrastructure, shareTransportOf } from './app-providers.js';
import type { AppConfig } from './config.js';
import type { AppServices } from './app-services.js';
import { deckServices } from './deck-services.js';
import { ActivityService } from './modules/activity/activity-service.js';
import {
  ContentModeration,
  MODERATION_TIMEOUT_MS,
} from './modules/moderation/content-moderation.js';
import { AiLimitsService } from './modules/ai/limits.js';
import { PresetOutlines } from './modules/ai/preset-outlines.js';
import { TopicService } from './modules/ai/topic-service.js';
import { TOPIC_SEEDS } from './modules/ai/topic-seeds/index.js';
import { UsageLedger } from './modules/ai/usage-ledger.js';
import { AiUsageRepo } from './modules/ai/usage-repo.js';
import { WebSearch } from './modules/ai/web-search.js';
import { CaptchaService } from './modules/auth/captcha-service.js';
import { HandoffService } from './modules/auth/handoff-service.js';
import { HuaweiLoginService } from './modules/auth/huawei-login-service.js';
import { LoginService } from './modules/auth/login-service.js';
import { PasswordHasher } from './modules/auth/password-hasher.js';
import { PasswordAttemptLimiter } from './modules/auth/password-limiter.js';
import { PasswordService } from './modules/auth/password-service.js';
import { SessionCache } from './modules/auth/session-cache.js';
import { SessionService } from './modules/auth/session-service.js';
import { SmsCodeService } from './modules/auth/sms-code-service.js';
import { ChannelService } from './modules/channel/channel-service.js';
import { PartnerRepo } from './modules/channel/partner-repo.js';
import { FontService } from './modules/fonts/font-service.js';
import { checkWebFonts } from './modules/fonts/web-fonts.js';
import { RecordAccess } from './modules/generation/record-access.js';
import { RecordRepo } from './modules/generation/record-repo.js';
import { OutlineImportService } from './modules/import/import-service.js';
import { contentGuard } from './modules/import/text-guard.js';
import { createPayService } from './modules/pay/wiring.js';
import { PromotionService } from './modules/promotion/promotion-service.js';
import { RedeemRepo } from './modules/redeem/redeem-repo.js';
import { RedeemService } from './modules/redeem/redeem-service.js';
import { TeamService } from './modules/team/team-service.js';
import { openTemplateCentre } from './modules/template/open.js';
import { UserGuideService } from './modules/user-guide/user-guide-service.js';
import { EmailService } from './modules/user/email-service.js';
import { UserRepo } from './modules/user/user-repo.js';
import { UserService } from './modules/user/user-service.js';
import { WechatOAuthLoginService } from './modules/wechat/oauth-login-service.js';
import { QrLoginService } from './modules/wechat/qr-login-service.js';
import { DailyEvents } from './providers/analytics/daily-events.js';
import { openAnalyticsSink } from './providers/analytics/open-analytics.js';
import { openCaptchaProvider } from './providers/captcha/index.js';
import { openEmailProvider } from './providers/email/index.js';
import { OAuthHuaweiAccountProvider } from './providers/huawei/oauth-huawei.js';
import { openPictureMaker } from './providers/image/index.js';
import { openModerationProvider } from './providers/moderation/index.js';
import { openSearchProvider } from './providers/search/index.js';
import { openWechatLogin } from './providers/wechat/open-wechat.js';

/**
 * Every service, built once in dependency order on the infrastructure
 * (app-providers.ts); app.ts hands each route plugin the services it declares.
 */
export async function composeServices(
  app: FastifyInstance,
  config: AppConfig,
  options: BuildOptions,
): Promise<AppServices> {
  const { payments, database, secret, kv, storage, jobs, fileLinks, sms, invalidations } =
    await openInfrastructure(app, config, options);
  const dev = sms.dev ? { sms: sms.dev } : null;
  const sessionCache = new SessionCache(invalidations);
  // Every write to a user drops the row from the session cache of every node.
  const users = new UserService(
    new UserRepo(database.db, (userId) => sessionCache.forgetUser(userId)),
  );
  const sessions = new SessionService(database.db, sessionCache);
  const smsCodes = new SmsCodeService(kv, sms.provider, secret);
  const hasher = new PasswordHasher();
  const passwordLimiter = new PasswordAttemptLimiter(kv);
  const analytics = openAnalyticsSink(config, app.log, options.fetch);
  const login = new LoginService(smsCodes, sessions, users, hasher, passwordLimiter, analytics);
  const wechat = await openWechatLogin(config, kv, options.fetch);
  const email = await openEmailProvider(config, app.log);
  const aiUsage = new AiUsageRepo(database.db);
  const recordAccess = new RecordAccess(new RecordRepo(database.db));
  const aiLedger = new UsageLedger(aiUsage);
  const moderation = new ContentModeration(
    await openModerationProvider(config, MODERATION_TIMEOUT_MS),
    config.MODERATION_FAIL === 'closed',
    app.log,
  );
  const ai = aiStreaming(app, config, options, kv, aiLedger, moderation);
  // Seeded after the migrations on every start (an upsert by topic): see ai/topic-seeds/index.ts.
  const topics = new TopicService(database.db);
  await topics.seed(TOPIC_SEEDS);
  const aiLimits = new AiLimitsService({
    moderation,
    usage: aiUsage,
    ledger: aiLedger,
    onLedgerError: (err) => app.log.error({ err }, 'AI charge not written to the ledger'),
    users,
    kv,
    projects: recordAccess,
    callLimits: { perMinute: config.AI_CALLS_PER_MINUTE, perDay: config.AI_CALLS_PER_DAY },
    modelName: ai.chatModel?.model ?? 'offline',
  });
  const pictureMaker = await openPictureMaker(config.images, storage);
  const decks = deckServices({
    app,
    database,
    storage,
    fileLinks,
    jobs,
    recordAccess,
    usage: aiLedger,
    aiLimits,
    pictureMaker,
    outlineWriter: ai.writer,
  });
  checkWebFonts();
  const promotions = new PromotionService(database.db);
  const teams = new TeamService(database.db, (userId) => sessionCache.forgetUser(userId));
  const pay = createPayService({
    db: database.db,
    providers: payments.providers,
    kv,
    wechatLogin: wechat.provider,
    memberUntil: async (userId) => (await users.findById(userId))?.memberUntil ?? 0,
    userChanged: (userId) => sessionCache.forgetUser(userId),
    log: app.log,
    promotions,
    teams,
    onPaid: (order) => analytics.track({ name: 'payment_successful', ...order }),
  });
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
    aiLedger,
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
    handoffs: new HandoffService(kv, sessions, login),
    qrLogin: wechat.provider && new QrLoginService(kv, wechat.provider, login),
    wechatProvider: wechat.provider,
    emails: new EmailService(kv, email.provider, users, secret),
    wechatOAuth: wechat.provider && new WechatOAuthLoginService(kv, wechat.provider, login),
    huaweiLogin: config.huawei
      ? new HuaweiLoginService(
          kv,
          new OAuthHuaweiAccountProvider(config.huawei, options.fetch),
          users,
          login,
          analytics,
        )
      : null,
    passwords: new PasswordService(hasher, passwordLimiter, users, sessions, smsCodes),
    imports: new OutlineImportService({
      kv,
      chatModel: ai.chatModel,
      aiUsage: aiLedger,
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
