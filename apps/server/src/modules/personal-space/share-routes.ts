import { AppError, ErrorCode, SharedDeckSchema, envelopeSchema } from '@slidecraft/contract';
import { z } from 'zod';
import { fail, ok, sendRaw } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/**
 * A shared deck for anyone with its link (public: no token needed). An unknown, revoked or
 * malformed code, or a deck its owner moved to the trash, answers HTTP 404 with 5428.
 */
export async function shareRoutes(app: ZodApp): Promise<void> {
  const { shares } = app.ctx;
  app.get(
    '/api/personal-space/share/:code',
    {
      schema: {
        tags: ['personal-space'],
        summary: 'A shared deck, read-only, for anyone with the link (404 and 5428 otherwise)',
        params: z.object({ code: z.string() }),
        response: { 200: envelopeSchema(SharedDeckSchema) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      try {
        return ok(await shares.open(request.params.code), locale);
      } catch (err) {
        if (err instanceof AppError && err.code === ErrorCode.SHARE_LINK_NOT_FOUND) {
          return sendRaw(reply, 404, fail(ErrorCode.SHARE_LINK_NOT_FOUND, locale));
        }
        throw err;
      }
    },
  );

  app.get(
    '/api/personal-space/share/:code/cover.png',
    {
      schema: {
        tags: ['personal-space'],
        summary: "A shared deck's first slide as PNG, for link previews (404 when not shared)",
        params: z.object({ code: z.string() }),
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      try {
        const file = await shares.cover(request.params.code);
        return (
          reply
            .header('content-type', 'image/png')
            .header('content-length', file.size)
            .header('x-content-type-options', 'nosniff')
            // Short: a revoked link's card stops showing the slide soon.
            .header('cache-control', 'public, max-age=300')
            .send(file.stream)
        );
      } catch (err) {
        if (err instanceof AppError && err.code === ErrorCode.SHARE_LINK_NOT_FOUND) {
          return sendRaw(reply, 404, fail(ErrorCode.SHARE_LINK_NOT_FOUND, locale));
        }
        throw err;
      }
    },
  );
}
