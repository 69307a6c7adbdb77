import type { FastifyInstance } from 'fastify';
import { httpDuration, httpRequests } from './metrics.js';
import { installRequestContext } from './request-id.js';

/** The route label of requests no route matched (404s, the SPA fallback): one series, not one per URL. */
const UNMATCHED = 'unmatched';

/**
 * Root hooks: the request id goes back in X-Request-Id (set on the raw response so that
 * hijacked streams carry it too), and each answered request is counted and timed under its
 * route pattern (a path with its `:id`, not the id), never the raw URL, which would make a series per id.
 */
export function installRequestObservation(app: FastifyInstance): void {
  installRequestContext(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
