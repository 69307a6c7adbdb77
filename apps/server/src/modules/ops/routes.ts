import type { FastifyRequest } from 'fastify';
import { ErrorCode, systemApi } from '@slidecraft/contract';
import { isDirectLoopback } from '../../http/direct-loopback.js';
import { fail, sendRaw } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { safeEqual } from '../../security/hash.js';
import { queueSources, registry } from './metrics.js';
import { checkReadiness } from './readiness.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { KeyValueStore } from '../../providers/kv/index.js';

function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export interface OpsRoutesNeeds {
  config: AppConfig;
  database: Database;
  kv: KeyValueStore;
  jobs: JobQueue;
}

/** GET /api/metrics (Prometheus text format) and GET /api/readyz (the load balancer's probe). */
export async function opsRoutes(app: ZodApp, needs: OpsRoutesNeeds): Promise<void> {
  const { jobs, config } = needs;
  queueSources.add(jobs);
  app.addHook('onClose', async () => void queueSources.delete(jobs));

  serve(app, systemApi.metrics, async (_input, request, reply) => {
    const locale = requestLocale(request);
    const token = config.METRICS_TOKEN;
    if (token) {
      const given = bearerOf(request);
      if (!given || !safeEqual(given, token)) return sendRaw(reply, 401, fail(401, locale));
    } else if (!isDirectLoopback(request)) {
      // Without METRICS_TOKEN, only a direct loopback connection may scrape.
      return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, locale));
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });

  serve(app, systemApi.readiness, async (_input, request, reply) => {
    const { ready, checks } = await checkReadiness(needs);
    if (ready) return { status: 'ready' as const, checks };
    const failed = Object.entries(checks)
      .filter(([, state]) => state === 'failed')
      .map(([name]) => name);
    request.log.warn({ checks }, 'not ready');
    return sendRaw(reply, 503, {
      ...fail(ErrorCode.SERVER_ERROR, requestLocale(request), failed.join(', ')),
      data: { status: 'unavailable', checks },
    });
  });
}
