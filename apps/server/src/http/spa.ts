import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@slidecraft/contract';
import { fail, sendRaw } from './envelope.js';
import { requestLocale } from './locale.js';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/**
 * Serves the built web app with history fallback: any GET outside /api that is not a file
 * answers index.html. Unknown /api paths get a 404 (or 405 when the path exists with
 * another method) envelope.
 */
export async function registerSpaAndFallback(
  app: FastifyInstance,
  webDistDir: string,
): Promise<void> {
  const hasSpa = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset: sent as they are, no work per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const locale = requestLocale(request);
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') {
      const other = METHODS.some(
        (method) => method !== request.method && app.hasRoute({ method, url }),
      );
      const code = other ? ErrorCode.METHOD_NOT_ALLOWED : ErrorCode.NOT_FOUND;
      return sendRaw(reply, code, fail(code, locale));
    }
    // Client-side routes (no file extension) get the app; missing files get a 404.
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, locale));
  });
}
