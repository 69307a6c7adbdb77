import { ErrorCode, SignedFileQuerySchema } from '@slidecraft/contract';
import { fail, sendRaw } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import { z } from 'zod';
import type { ZodApp } from '../../http/types.js';
import { AVATAR_CONTENT_TYPES, AVATAR_PATH } from '../user/avatar.js';
import { sendDownload } from './download.js';

/** Public: files behind signed, short-lived links (no Authorization header needed). */
export async function fileRoutes(app: ZodApp): Promise<void> {
  const { fileLinks, storage } = app.ctx;

  app.get(
    '/api/files/avatar/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A user avatar (public: the path holds 96 random bits and changes on upload)',
        params: z.object({ '*': z.string().min(1).max(300) }),
      },
    },
    async (request, reply) => {
      const rest = request.params['*'];
      const locale = requestLocale(request);
      const file = AVATAR_PATH.test(rest) ? await storage.open(`avatars/${rest}`) : null;
      if (!file) return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, locale));
      const extension = rest.split('.').pop()!;
      return reply
        .header('content-type', AVATAR_CONTENT_TYPES[extension]!)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );

  app.get(
    '/api/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a stored file through a signed link',
        params: z.object({ '*': z.string().min(1).max(300) }),
        querystring: SignedFileQuerySchema,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { exp, sig, name = '' } = request.query;
      const locale = requestLocale(request);
      if (!fileLinks.verify(key, exp, name, sig))
        return sendRaw(reply, 403, fail(ErrorCode.NO_USER_PERMISSION, locale));
      const file = await storage.open(key);
      if (!file) return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, locale));
      const extension = key.split('.').pop() ?? '';
      return sendDownload(reply, file, name || key.split('/').pop()!, extension);
    },
  );
}
