import { AppError, ErrorCode, SharedDeckSchema, envelopeSchema } from '@slidecraft/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fail, ok, sendRaw } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { sendDownload, sendPicture } from '../files/download.js';

/** HTTP statuses of the share link's own refusals; any other error goes to the error handler. */
const REFUSALS = new Map<number, number>([
  [ErrorCode.SHARE_LINK_NOT_FOUND, 404],
  [ErrorCode.SHARE_FILE_NOT_FOUND, 403],
]);

/**
 * The share's pictures are kept by the viewer's own browser for a few minutes but by no shared
 * cache, so once the link is revoked no proxy or CDN serves them any more.
 */
const SHARED_PICTURE_CACHE = 'private, max-age=300';

const tags = ['personal-space'];
const CodeParams = z.object({ code: z.string() });

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
        tags,
        summary: 'A shared deck, read-only, for anyone with the link (404 and 5428 otherwise)',
        params: CodeParams,
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

  /** A file of a shared deck; the lookup's refusals answer with their HTTP statuses. */
  const fileRoute = <Params extends z.ZodObject<{ code: z.ZodString }>>(
    url: string,
    summary: string,
    params: Params,
    send: (params: z.infer<Params>, reply: FastifyReply) => Promise<FastifyReply>,
  ) =>
    app.get(url, { schema: { tags, summary, params } }, async (request, reply) => {
      try {
        // Checked by the schema already: parsed again for their type, which a generic loses.
        return await send(params.parse(request.params), reply);
      } catch (err) {
        return refuse(err, request, reply);
      }
    });

  fileRoute(
    '/api/personal-space/share/:code/cover.png',
    "A shared deck's first slide as PNG, for link previews (404 when not shared)",
    CodeParams,
    async ({ code }, reply) => {
      const file = await shares.cover(code);
      return sendPicture(reply, { ...file, mime: 'image/png' }, SHARED_PICTURE_CACHE);
    },
  );

  fileRoute(
    '/api/personal-space/share/:code/pictures/:id',
    'A picture the shared deck shows, for anyone with the link (404 when not shared or not shown by the deck)',
    CodeParams.extend({ id: z.string() }),
    async ({ code, id }, reply) =>
      sendPicture(reply, await shares.picture(code, id), SHARED_PICTURE_CACHE),
  );

  fileRoute(
    '/api/personal-space/share/:code/download',
    "A shared deck's PPTX (as last saved), for anyone with the link when its owner allows downloads (404 and 5428 when not shared, 403 and 5429 when not allowed)",
    CodeParams,
    async ({ code }, reply) => {
      const file = await shares.download(code);
      return sendDownload(reply, file, file.name);
    },
  );
}
