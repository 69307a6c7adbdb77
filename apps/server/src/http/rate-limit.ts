import rateLimit from '@fastify/rate-limit';
import { API_PREFIX, AppError, ErrorCode } from '@slidecraft/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The general per-address limit on API calls (paths under API_PREFIX), on top of each feature's own limits (SMS,
 * captcha, passwords, AI): RATE_LIMIT_PER_MINUTE requests a minute per client address (as
 * TRUST_PROXY resolves it), shared through Redis when several nodes run. Past it: 5427 with
 * Retry-After. Static files are not counted.
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
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith(API_PREFIX),
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
}
