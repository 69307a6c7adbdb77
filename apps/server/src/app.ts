import fs from 'node:fs/promises';
import type { PngPool } from '@slidecraft/deck';
import type { FastifyInstance } from 'fastify';
import { openInfrastructure, openProviders } from './app-providers.js';
import { registerApiDocs, registerApiRoutes } from './app-routes.js';
import type { AppServices } from './app-services.js';
import type { AppConfig } from './config.js';
import { createHttpServer } from './http/server.js';
import type { ProcessRole } from './jobs/index.js';
import { ClusterSweeper } from './jobs/sweeper.js';
import { ActivityService } from './modules/activity/activity-service.js';
import { aiDomain } from './modules/ai/domain.js';
import { attachmentDomain } from './modules/attachments/domain.js';
import { authDomain, sessionDomain } from './modules/auth/domain.js';
import { channelDomain } from './modules/channel/domain.js';
import { FontService } from './modules/fonts/font-service.js';
import { checkWebFonts } from './modules/fonts/web-fonts.js';
import { generationDomain, recordStore } from './modules/generation/domain.js';
import { DeckImportService } from './modules/deck-import/deck-import-service.js';
import { BrandThemeResolver } from './modules/brand-themes/brand-theme-resolver.js';
import { BrandThemeService } from './modules/brand-themes/brand-theme-service.js';
import { ImportQuota } from './modules/import/import-quota.js';
import { OutlineImportService } from './modules/import/import-service.js';
import type { ShareTransport } from './modules/import/share/pinned-transport.js';
import { contentGuard } from './modules/import/text-guard.js';
import { ContentModeration } from './modules/moderation/content-moderation.js';
import { openOperatorWords } from './modules/moderation/operator-words.js';
import { guardedCallbackTransport, type CallbackTransport } from './modules/open/callbacks.js';
import { openDomain } from './modules/open/domain.js';
import { opsRoutes } from './modules/ops/routes.js';
import { payDomain } from './modules/pay/domain.js';
import { personalSpaceDomain } from './modules/personal-space/domain.js';
import { PromotionService } from './modules/promotion/promotion-service.js';
import { RedeemRepo } from './modules/redeem/redeem-repo.js';
import { RedeemService } from './modules/redeem/redeem-service.js';
import { systemRoutes } from './modules/system/routes.js';
import { TeamService } from './modules/team/team-service.js';
import { templateDomain } from './modules/template/domain.js';
import { UserGuideService } from './modules/user-guide/user-guide-service.js';
import { userDomain } from './modules/user/domain.js';
import { wechatDomain } from './modules/wechat/domain.js';
import { workspaceDomain } from './modules/workspace/domain.js';
import type { OutlineWriter } from './providers/llm/llm.js';

/** How often owed deck callbacks are looked for (a done deck is called back within this). */
const CALLBACK_SWEEP_MS = 3000;

/** What tests may replace: the network client of the real providers. */
export interface BuildOptions {
  fetch?: typeof fetch;
  /** Where the log goes (tests read it); stdout when absent. */
  logStream?: { write(line: string): void };
  /** How share links are fetched (tests use a local fake); the address-checked HTTPS one when absent. */
  shareTransport?: ShareTransport;
  /** A worker process (`npm run worker`) runs jobs; an API node only adds them with REDIS_URL. */
  role?: ProcessRole;
  /**
   * Wraps the outline writer the configuration chose (model or offline composer): tests
   * put a stand-in around it that they can point at a fake model.
   */
  outlineWriter?: (chosen: OutlineWriter) => OutlineWriter;
  /** Where the open API's deck callbacks go (tests receive them); the guarded HTTPS one when absent. */
  callbackTransport?: CallbackTransport;
  /**
   * The slide images' worker-thread pool, kept open when the app closes (its owner closes it):
   * the tests share one across their apps, so that each app does not start threads of its own.
   * Absent: the app's own pool, closed with it.
   */
  pngs?: PngPool;
}

/** Builds the app: the HTTP server, the infrastructure, the domains in dependency order, routes. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  return (await assembleApp(config, options)).app;
}

/**
 * The app and the services it was built with: tests and the bench reach past the HTTP surface
 * through them (no route or service sees this object).
 */
export async function assembleApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; services: AppServices }> {
  const app = await createHttpServer(config, options.logStream);
  await fs.mkdir(config.dataDir, { recursive: true });
  const operatorWords = await openOperatorWords(config.SENSITIVE_WORDS_FILE, app.log);
  const services = await openDomains(app, config, options);
  app.decorate('sessionReader', {
    authenticate: (token) => services.sessions.authenticate(token),
    // The user's first signed-in request of the day (analytics).
    signedIn: (userId) => void services.dailyEvents.once('daily_active', userId),
  });
  app.decorate('keyReader', {
    authenticate: async (key) => {
      const owner = await services.keys.authenticate(key);
      const user = owner && (await services.users.findById(owner.userId));
      return owner && user ? { ...owner, user } : null;
    },
  });
  const sweepers: ClusterSweeper[] = [];
  app.addHook('onClose', async () => {
    operatorWords?.close();
    await Promise.all(sweepers.map((sweeper) => sweeper.stop()));
    await closeDomains(services);
  });
  await registerAndStart(app, config, options, services, sweepers);
  return { app, services };
}

/**
 * The domains, each built from exactly what it declares (its `...Needs`), in dependency order:
 * a domain is built after every domain it asks.
 */
async function openDomains(
  app: FastifyInstance,
  config: AppConfig,
  options: BuildOptions,
): Promise<AppServices> {
  const log = app.log;
  const infra = await openInfrastructure(app, config, options);
  const { database, secret, kv, storage, jobs, fileLinks, invalidations, pngs } = infra;
  const db = database.db;
  const providers = await openProviders(app, config, options, infra);
  const { analytics } = providers;

  const session = sessionDomain({ db, invalidations });
  const { userChanged, sessions } = session;
  const user = userDomain({ db, kv, secret, email: providers.email.provider, userChanged });
  const { users } = user;
  const auth = authDomain({
    kv,
    secret,
    sms: infra.sms.provider,
    captcha: providers.captcha,
    exposeCaptchaAnswers: infra.sms.dev !== null,
    huawei: providers.huawei,
    users,
    sessions,
    analytics,
    log,
  });
  const wechat = wechatDomain({ kv, provider: providers.wechat.provider, login: auth.login });
  const moderation = new ContentModeration(
    providers.moderation,
    config.MODERATION_FAIL === 'closed',
    log,
  );
  const { recordAccess } = recordStore({ db });
  const ai = await aiDomain({
    db,
    kv,
    log,
    chatModel: providers.llm.chatModel,
    outlineWriter: providers.llm.writer,
    chunkDelayMs: providers.llm.chunkDelayMs,
    modelTimeoutMs: config.LLM_TIMEOUT_MS,
    maxStreamsPerUser: config.AI_MAX_STREAMS_PER_USER,
    callLimits: { perMinute: config.AI_CALLS_PER_MINUTE, perDay: config.AI_CALLS_PER_DAY },
    search: {
      provider: providers.search,
      ...(config.search ?? { timeoutMs: 0, results: 0 }),
    },
    moderation,
    users,
    projects: recordAccess,
  });
  const { aiLimits } = ai;
  const { attachments } = attachmentDomain({ db, records: recordAccess, storage, fileLinks });
  const teams = new TeamService(db, userChanged);
  const brands = new BrandThemeResolver({ db, storage, teams });
  const generation = generationDomain({
    db,
    storage,
    pngs,
    fileLinks,
    jobs,
    log,
    pictures: attachments,
    usage: ai.aiLedger,
    outlineWriter: ai.outlineWriter,
    pictureMaker: providers.pictureMaker,
    brands,
  });
  const { previews } = generation;
  const { workspace } = workspaceDomain({
    records: recordAccess,
    attachments,
    limits: aiLimits,
    previews,
    brands,
  });
  const space = personalSpaceDomain({
    db,
    storage,
    records: recordAccess,
    previews,
    history: generation.history,
    exports: generation.exports,
    attachments,
    limits: aiLimits,
    brands,
  });
  checkWebFonts();
  const templates = await templateDomain({
    templateDir: config.TEMPLATE_DIR,
    downloadsPerDay: config.TEMPLATE_DOWNLOADS_PER_DAY,
    db,
    storage,
    pngs,
    fileLinks,
    log,
  });
  const promotions = new PromotionService(db);
  const pay = payDomain({
    db,
    providers: infra.payments.providers,
    sandbox: infra.payments.sandbox,
    kv,
    wechatLogin: providers.wechat.provider,
    memberUntil: async (userId) => (await users.findById(userId))?.memberUntil ?? 0,
    userChanged,
    log,
    promotions,
    teams,
    onPaid: (order) => analytics.track({ name: 'payment_successful', ...order }),
  });
  const channel = channelDomain({
    db,
    kv,
    secret,
    log,
    sessions,
    aiLimits,
    moderation,
    recordInfo: (userId, recordId) => previews.info(userId, recordId),
  });
  const open = openDomain({
    db,
    kv,
    jobs,
    log,
    callsPerMinute: config.OPEN_API_CALLS_PER_MINUTE,
    callbackTransport: options.callbackTransport ?? guardedCallbackTransport(),
    records: generation.records,
    recordAccess,
    exports: generation.exports,
    aiLimits,
    aiStreams: ai.aiStreams,
    outlineWriter: ai.outlineWriter,
  });
  const devSms = infra.sms.dev;
  return {
    config,
    database,
    kv,
    invalidations,
    storage,
    jobs,
    pngs,
    fileLinks,
    analytics,
    dailyEvents: providers.dailyEvents,
    ...session,
    ...user,
    ...auth,
    ...wechat,
    moderation,
    ...ai,
    attachments,
    ...generation,
    workspace,
    ...space,
    fonts: new FontService(db, workspace),
    userGuide: new UserGuideService(db),
    ...templates,
    promotions,
    teams,
    ...pay,
    redeem: new RedeemService(new RedeemRepo(db), kv, userChanged, log),
    activity: new ActivityService(db, kv, log),
    ...channel,
    ...open,
    imports: new OutlineImportService({
      kv,
      chatModel: ai.chatModel,
      aiUsage: ai.aiLedger,
      shareTransport: providers.shareTransport,
      guard: contentGuard(moderation),
    }),
    deckImports: new DeckImportService({
      records: generation.records,
      history: generation.history,
      attachments,
      limits: aiLimits,
      quota: new ImportQuota(kv),
    }),
    brandThemes: new BrandThemeService({ db, storage, teams, pngs }),
    brandResolver: brands,
    dev: devSms && {
      sms: devSms,
      // Chosen on its own: dev SMS may run with the official WeChat provider.
      wechat: providers.wechat.dev,
      email: providers.email.dev,
    },
  };
}

/** Stops the domains' timers, then closes the infrastructure, in order. */
async function closeDomains(services: AppServices): Promise<void> {
  services.history.stopPurging();
  services.pay.stopSweeping();
  await services.analytics.close?.();
  services.previews.stop();
  await services.jobs.close();
  await services.pngs.close();
  await services.aiLedger.settled();
  await services.kv.close();
  await services.invalidations.close();
  await services.database.close();
}

/**
 * Health and metrics, then (on an API node) every route; then the queue, the sweepers
 * (into `sweepers`, which the close stops first) and the domains' timers start.
 */
async function registerAndStart(
  app: FastifyInstance,
  config: AppConfig,
  options: BuildOptions,
  services: AppServices,
  sweepers: ClusterSweeper[],
): Promise<void> {
  const { database, kv, jobs, pay, history, previews, exports } = services;
  if (config.apiDocs) await registerApiDocs(app);
  await app.register(systemRoutes, {
    database,
    kv,
    outlineWriter: services.outlineWriter,
    devProviders: services.dev !== null,
    webSearch: services.webSearch,
  });
  await app.register(opsRoutes, { config, database, kv, jobs });
  // A worker serves its health and metrics only (WORKER_PORT); API nodes serve the rest.
  if (options.role !== 'worker') await registerApiRoutes(app, config, services);

  // Every handler is registered by now: the queue may start running jobs.
  jobs.start();
  // Start-up recovery is the first round; with one node and its in-process queue, every
  // running job at start is a dead one (no heartbeat wait).
  const alone = jobs.kind === 'in-process';
  sweepers.push(
    new ClusterSweeper('exports', kv, (first) => exports.sweep(first && alone), app.log),
    new ClusterSweeper('previews', kv, (first) => previews.sweep(first && alone), app.log),
    new ClusterSweeper('open-decks', kv, () => services.openDecks.sweep(), app.log),
    new ClusterSweeper(
      'open-callbacks',
      kv,
      () => services.openCallbacks.sweep(),
      app.log,
      CALLBACK_SWEEP_MS,
    ),
  );
  for (const sweeper of sweepers) await sweeper.start();
  if (jobs.kind === 'bullmq' && !jobs.runsJobs) {
    app.log.info('jobs run in worker processes (npm run worker); WORKER_INLINE=1 runs them here');
  }
  pay.startSweeping();
  history.startPurging();
}
