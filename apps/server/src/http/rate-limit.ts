import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { API_PREFIX, AppError, ErrorCode } from '@slidecraft/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { requestSession } from './authenticate.js';

/**
 * Whose budget a call spends: a signed-in call its user's (however many addresses and
 * connections the user has), any other its client address's (as TRUST_PROXY resolves it). A
 * missing, stale or forged token, or an open API key, is the address's: no token buys a budget
 * of its own. The session is the one the sign-in check then reuses (memory for a live token).
 */
async function budgetKey(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const session = await requestSession(app, request).catch(() => null);
  if (session && session.user.status !== 'deleted') return `user:${session.userId}`;
  return `addr:${normalizeIP(request.ip)}`;
}

/**
 * The general limit on API calls (paths under API_PREFIX), on top of each feature's own limits
 * (SMS, captcha, passwords, AI): RATE_LIMIT_PER_MINUTE calls a minute per signed-in user, and as
 * many per client address for calls without a session (see `budgetKey`), shared through Redis
 * when several nodes run. It runs before any route's own hooks, so a call with a bad token is
 * counted (and refused past the limit) before its sign-in check. Past it: 5427 with Retry-After.
 * Static files, and routes with `config: { rateLimit: false }`, are not counted.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { perMinute: number; redisUrl: string | undefined },
): Promise<void> {
  if (options.perMinute === 0) return;
  // Its own connection, tuned to fail fast (the plugin's advice): a slow Redis must not hold
  // every request.
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : null;
  if (redis) {
    redis.on('error', () => undefined);
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  await app.register(rateLimit, {
    // Not the plugin's per-route hook, which runs after the route's own (the sign-in check).
    global: false,
    max: options.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => budgetKey(app, request),
    ...(redis ? { redis, nameSpace: 'sc:rl:' } : {}),
    // A Redis outage must not take the whole API down with it.
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrorCode.OPERATION_TOO_FREQUENT, `general rate limit (${context.max}/min)`),
  });
  const limit = app.rateLimit();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    if (request.routeOptions.config.rateLimit === false) return;
    await limit.call(app, request, reply);
  });
}
