import fs from 'node:fs/promises';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { composeServices } from './compose-services.js';
import { registerApiDocs, registerApiRoutes } from './app-routes.js';
import type { AppConfig } from './config.js';
import type { AppServices } from './app-services.js';
import {
  frameworkErrorHandler,
  installErrorHandler,
  installJsonParser,
} from './http/error-handler.js';
import { registerCompression } from './http/compression.js';
import { registerRateLimit } from './http/rate-limit.js';
import { responseSerializerCompiler } from './http/response-serializer.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import type { ProcessRole } from './jobs/index.js';
import { ClusterSweeper } from './jobs/sweeper.js';
import { openOperatorWords } from './modules/moderation/operator-words.js';
import type { OutlineWriter } from './providers/llm/llm.js';
import type { ShareTransport } from './modules/import/share/pinned-transport.js';
import { installRequestObservation } from './modules/ops/request-hooks.js';
import { requestIdOptions } from './modules/ops/request-id.js';
import { opsRoutes } from './modules/ops/routes.js';
import { systemRoutes } from './modules/system/routes.js';

/** Largest accepted request body (JSON). */
const BODY_LIMIT = 1024 * 1024;

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
}

/** Builds the app: external plugins, then the services in dependency order, then routes. */
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
  app.setSerializerCompiler(responseSerializerCompiler);
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
  const ctx = await composeServices(app, config, options);
  app.decorate('sessionReader', {
    authenticate: (token) => ctx.sessions.authenticate(token),
    // The user's first signed-in request of the day (analytics).
    signedIn: (userId) => void ctx.dailyEvents.once('daily_active', userId),
  });
  const sweepers: ClusterSweeper[] = [];
  app.addHook('onClose', async () => {
    operatorWords?.close();
    await Promise.all(sweepers.map((sweeper) => sweeper.stop()));
    ctx.history.stopPurging();
    ctx.pay.stopSweeping();
    await ctx.analytics.close?.();
    ctx.previews.stop();
    await ctx.jobs.close();
    await ctx.aiLedger.settled();
    await ctx.kv.close();
    await ctx.invalidations.close();
    await ctx.database.close();
  });

  if (config.apiDocs) await registerApiDocs(app);
  await app.register(systemRoutes, {
    database: ctx.database,
    kv: ctx.kv,
    outlineWriter: ctx.outlineWriter,
    devProviders: ctx.dev !== null,
    webSearch: ctx.webSearch,
  });
  await app.register(opsRoutes, {
    config,
    database: ctx.database,
    kv: ctx.kv,
    jobs: ctx.jobs,
  });
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
  return { app, services: ctx };
}
