import { createPngPool, type PngPool } from '@slidecraft/deck';
import type { FastifyInstance } from 'fastify';
import type { BuildOptions } from './app.js';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { openJobQueue } from './jobs/index.js';
import { FileLinkSigner } from './modules/files/file-links.js';
import {
  pinnedHttpsTransport,
  type ShareTransport,
} from './modules/import/share/pinned-transport.js';
import { timedChatModel } from './modules/ops/timed-chat-model.js';
import { timedJobQueue } from './modules/ops/timed-job-queue.js';
import { openPayProviders } from './modules/pay/open-payments.js';
import type { KeyValueStore } from './providers/kv/index.js';
import { openInvalidationBus, openKeyValueStore } from './providers/kv/index.js';
import { LlmOutlineWriter } from './providers/llm/llm-outline-writer.js';
import { OfflineOutlineComposer } from './providers/llm/offline-composer.js';
import { OpenAiChatModel } from './providers/llm/openai-chat-model.js';
import { PromptLibrary } from './providers/llm/prompts.js';
import { openSmsProvider } from './providers/sms/index.js';
import { createFileStorage } from './providers/storage/index.js';
import { MODERATION_TIMEOUT_MS } from './modules/moderation/content-moderation.js';
import { DailyEvents } from './providers/analytics/daily-events.js';
import { openAnalyticsSink } from './providers/analytics/open-analytics.js';
import { openCaptchaProvider } from './providers/captcha/index.js';
import { openEmailProvider } from './providers/email/index.js';
import { OAuthHuaweiAccountProvider } from './providers/huawei/oauth-huawei.js';
import { openPictureMaker } from './providers/image/index.js';
import { openModerationProvider } from './providers/moderation/index.js';
import { openSearchProvider } from './providers/search/index.js';
import type { FileStorage } from './providers/storage/storage.js';
import { openWechatLogin } from './providers/wechat/open-wechat.js';
import { loadOrCreateSecret, loadOrCreateSharedSecret } from './security/app-secret.js';

/**
 * What every service stands on, opened in this order: payment keys, the database, the app
 * secret, the key-value store, file storage, the job queue, SMS and the invalidation bus; and
 * the slide images' worker-thread pool, whose threads start with its first image.
 */
export async function openInfrastructure(
  app: FastifyInstance,
  config: AppConfig,
  options: BuildOptions,
) {
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
  const invalidations = await openInvalidationBus(config.REDIS_URL, app.log);
  const pngs = options.pngs ? borrowed(options.pngs) : createPngPool();
  return { payments, database, secret, kv, storage, jobs, fileLinks, sms, invalidations, pngs };
}

/** A pool the app draws on but does not own: closing the app leaves it open. */
function borrowed(pool: PngPool): PngPool {
  return {
    threads: pool.threads,
    render: (deck, index, options) => pool.render(deck, index, options),
    close: async () => undefined,
  };
}

/** The external services the domains stand on, each chosen by the configuration. */
export async function openProviders(
  app: FastifyInstance,
  config: AppConfig,
  options: BuildOptions,
  { kv, storage }: { kv: KeyValueStore; storage: FileStorage },
) {
  const analytics = openAnalyticsSink(config, app.log, options.fetch);
  return {
    analytics,
    /** The once-per-user-per-day analytics events. */
    dailyEvents: new DailyEvents(kv, analytics),
    wechat: await openWechatLogin(config, kv, options.fetch),
    email: await openEmailProvider(config, app.log),
    captcha: await openCaptchaProvider(config),
    huawei: config.huawei ? new OAuthHuaweiAccountProvider(config.huawei, options.fetch) : null,
    moderation: await openModerationProvider(config, MODERATION_TIMEOUT_MS),
    llm: openOutlineWriting(app, config, options),
    search: openSearchProvider(config.search, options.fetch),
    pictureMaker: await openPictureMaker(config.images, storage),
    shareTransport: options.shareTransport ?? (await shareTransportOf(config)),
  };
}

/**
 * Who writes outlines. With LLM_* configuration the OpenAI-compatible model writes through the
 * versioned prompts; without it, offline mode: the composer answers every AI call and the UI
 * labels it. The prompts are read in both modes, so a build that lost them fails at start
 * rather than at the first request.
 */
function openOutlineWriting(
  app: FastifyInstance,
  config: AppConfig,
  options: Pick<BuildOptions, 'outlineWriter'>,
) {
  const chunkDelayMs = config.NODE_ENV === 'test' ? 0 : 12;
  const prompts = PromptLibrary.load();
  const chatModel = config.llm ? timedChatModel(new OpenAiChatModel(config.llm, app.log)) : null;
  const chosen = chatModel
    ? new LlmOutlineWriter(chatModel, prompts)
    : new OfflineOutlineComposer(chunkDelayMs);
  return { chatModel, writer: options.outlineWriter?.(chosen) ?? chosen, chunkDelayMs };
}

/** How share pages are fetched: pinned HTTPS to the public internet, or the dev stand-in. */
export async function shareTransportOf(config: AppConfig): Promise<ShareTransport> {
  if (!config.DEV_SHARE_ORIGIN) return pinnedHttpsTransport();
  // Imported only when configured, like the other dev providers.
  const { loopbackShareTransport } = await import('./modules/import/share/dev-transport.js');
  return loopbackShareTransport(config.DEV_SHARE_ORIGIN);
}
