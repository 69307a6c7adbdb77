import { AppError, ErrorCode, SharedDeckSchema, envelopeSchema } from '@slidecraft/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fail, ok, sendRaw } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { sendDownload } from '../files/download.js';

/** HTTP statuses of the share link's own refusals; any other error goes to the error handler. */
const REFUSALS = new Map<number, number>([
  [ErrorCode.SHARE_LINK_NOT_FOUND, 404],
  [ErrorCode.SHARE_FILE_NOT_FOUND, 403],
]);

function refuse(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  const status = err instanceof AppError ? REFUSALS.get(err.code) : undefined;
  if (status === undefined) throw err;
  return sendRaw(reply, status, fail((err as AppError).code, requestLocale(request)));
}

/**
 * A shared deck for anyone with its link (public: no token needed). An unknown, revoked or
 * malformed code, or a deck its owner moved to the trash, answers HTTP 404 with 5428; a
 * download its owner does not allow, HTTP 403 with 5429.
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
      try {
        return ok(await shares.open(request.params.code), requestLocale(request));
      } catch (err) {
        return refuse(err, request, reply);
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
        return refuse(err, request, reply);
      }
    },
  );

  app.get(
    '/api/personal-space/share/:code/download',
    {
      schema: {
        tags: ['personal-space'],
        summary:
          "A shared deck's PPTX (as last saved), for anyone with the link when its owner allows downloads (404 and 5428 when not shared, 403 and 5429 when not allowed)",
        params: z.object({ code: z.string() }),
      },
    },
    async (request, reply) => {
      try {
        const file = await shares.download(request.params.code);
        return sendDownload(reply, file, file.name);
      } catch (err) {
        return refuse(err, request, reply);
      }
    },
  );
}
