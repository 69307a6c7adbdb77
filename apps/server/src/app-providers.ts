import type { FastifyInstance } from 'fastify';
import type { BuildOptions } from './app.js';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { openJobQueue } from './jobs/index.js';
import { AiStreamRunner } from './modules/ai/ai-stream.js';
import type { ContentModeration } from './modules/moderation/content-moderation.js';
import { SensitiveStreamGuard } from './modules/moderation/sensitive-filter.js';
import { AiStreamSlots } from './modules/ai/stream-slots.js';
import type { AiUsageRepo } from './modules/ai/usage-repo.js';
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
import { loadOrCreateSecret, loadOrCreateSharedSecret } from './security/app-secret.js';

/**
 * What every service stands on, opened in this order: payment keys, the database, the app
 * secret, the key-value store, file storage, the job queue, SMS and the invalidation bus.
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
  return { payments, database, secret, kv, storage, jobs, fileLinks, sms, invalidations };
}

/**
 * The AI side of the context. With LLM_* configuration the OpenAI-compatible model writes
 * through the versioned prompts; without it, offline mode: the composer answers every AI call
 * and the UI labels it. The prompts are read in both modes, so a build that lost them fails at
 * start rather than at the first request.
 */
export function aiStreaming(
  app: FastifyInstance,
  config: AppConfig,
  options: Pick<BuildOptions, 'outlineWriter'>,
  kv: KeyValueStore,
  usage: Pick<AiUsageRepo, 'record'>,
  moderation: ContentModeration,
) {
  const chunkDelayMs = config.NODE_ENV === 'test' ? 0 : 12;
  const prompts = PromptLibrary.load();
  const chatModel = config.llm ? timedChatModel(new OpenAiChatModel(config.llm, app.log)) : null;
  const chosen = chatModel
    ? new LlmOutlineWriter(chatModel, prompts)
    : new OfflineOutlineComposer(chunkDelayMs);
  const writer = options.outlineWriter?.(chosen) ?? chosen;
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
export async function shareTransportOf(config: AppConfig): Promise<ShareTransport> {
  if (!config.DEV_SHARE_ORIGIN) return pinnedHttpsTransport();
  // Imported only when configured, like the other dev providers.
  const { loopbackShareTransport } = await import('./modules/import/share/dev-transport.js');
  return loopbackShareTransport(config.DEV_SHARE_ORIGIN);
}
