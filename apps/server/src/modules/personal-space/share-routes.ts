import { AppError, ErrorCode, personalSpaceApi as routes } from '@slidecraft/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail, sendRaw } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { sendDownload, sendPicture } from '../files/download.js';
import type { ShareService } from './share-service.js';

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

function refuse(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  const status = err instanceof AppError ? REFUSALS.get(err.code) : undefined;
  if (status === undefined) throw err;
  return sendRaw(reply, status, fail((err as AppError).code, requestLocale(request)));
}

/** The answer of `answer`, or the share's refusal with its HTTP status. */
async function orRefusal<T>(
  answer: () => Promise<T>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<T | FastifyReply> {
  try {
    return await answer();
  } catch (err) {
    return refuse(err, request, reply);
  }
}

export interface ShareRoutesNeeds {
  shares: ShareService;
}

/**
 * A shared deck for anyone with its link (public: no token needed). An unknown, revoked or
 * malformed code, or a deck its owner moved to the trash, answers HTTP 404 with 5428; a
 * download its owner does not allow, HTTP 403 with 5429.
 */
export async function shareRoutes(app: ZodApp, needs: ShareRoutesNeeds): Promise<void> {
  const { shares } = needs;

  serve(app, routes.sharedDeck, ({ params }, request, reply) =>
    orRefusal(() => shares.open(params.code), request, reply),
  );

  serve(app, routes.sharedCover, ({ params }, request, reply) =>
    orRefusal(
      async () => {
        const file = await shares.cover(params.code);
        return sendPicture(reply, { ...file, mime: 'image/png' }, SHARED_PICTURE_CACHE);
      },
      request,
      reply,
    ),
  );

  serve(app, routes.sharedPicture, ({ params }, request, reply) =>
    orRefusal(
      async () =>
        sendPicture(reply, await shares.picture(params.code, params.id), SHARED_PICTURE_CACHE),
      request,
      reply,
    ),
  );

  serve(app, routes.sharedDownload, ({ params }, request, reply) =>
    orRefusal(
      async () => {
        const file = await shares.download(params.code);
        return sendDownload(reply, file, file.name);
      },
      request,
      reply,
    ),
  );
}
