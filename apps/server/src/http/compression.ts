import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * brotli or gzip for text answers (JSON envelopes, HTML, scripts, styles, SVG), as the client
 * accepts. Streams (server-sent events write to the raw socket) and binaries (pptx, pdf, png)
 * are left alone. Registered before the static files, which serve their own .br / .gz copies.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 keeps brotli cheap per request; static files were compressed at build time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(text\/(?!event-stream)|application\/(json|javascript|xml)|image\/svg\+xml)/,
  });
}
