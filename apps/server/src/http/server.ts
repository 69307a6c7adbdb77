import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import { installRequestObservation } from '../modules/ops/request-hooks.js';
import { requestIdOptions } from '../modules/ops/request-id.js';
import { registerCompression } from './compression.js';
import { frameworkErrorHandler, installErrorHandler, installJsonParser } from './error-handler.js';
import { registerRateLimit } from './rate-limit.js';
import { responseSerializerCompiler } from './response-serializer.js';
import { registerSecurityHeaders } from './security-headers.js';

/** Largest accepted request body (JSON). */
const BODY_LIMIT = 1024 * 1024;

/**
 * The Fastify instance before any domain: logging, validation and the envelope's error
 * handler, security headers, compression and the rate limit.
 */
export async function createHttpServer(
  config: AppConfig,
  logStream?: { write(line: string): void },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Query strings carry phones, captcha answers and link signatures: log the path only.
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: req.url.split('?')[0] }),
      },
      ...(logStream ? { stream: logStream } : {}),
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
  app.decorateRequest('apiKey', null);

  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  await registerRateLimit(app, {
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    redisUrl: config.REDIS_URL,
  });
  return app;
}
