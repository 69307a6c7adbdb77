import { ErrorCode, filesApi as routes } from '@slidecraft/contract';
import { fail, sendRaw } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { AVATAR_CONTENT_TYPES, AVATAR_PATH } from './avatar-files.js';
import { sendDownload } from './download.js';
import type { FileLinkSigner } from './file-links.js';
import type { FileStorage } from '../../providers/storage/storage.js';

export interface FileRoutesNeeds {
  fileLinks: FileLinkSigner;
  storage: FileStorage;
}

/** Public: files behind signed, short-lived links (no Authorization header needed). */
export async function fileRoutes(app: ZodApp, needs: FileRoutesNeeds): Promise<void> {
  const { fileLinks, storage } = needs;

  serve(app, routes.avatarFile, async ({ params }, request, reply) => {
    const rest = params['*'];
    const file = AVATAR_PATH.test(rest) ? await storage.open(`avatars/${rest}`) : null;
    if (!file) return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, requestLocale(request)));
    const extension = rest.split('.').pop()!;
    return reply
      .header('content-type', AVATAR_CONTENT_TYPES[extension]!)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.stream);
  });

  serve(app, routes.signedFile, async ({ params, query }, request, reply) => {
    const key = params['*'];
    const { exp, sig, name = '' } = query;
    const locale = requestLocale(request);
    if (!fileLinks.verify(key, exp, name, sig))
      return sendRaw(reply, 403, fail(ErrorCode.NO_USER_PERMISSION, locale));
    const file = await storage.open(key);
    if (!file) return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, locale));
    const extension = key.split('.').pop() ?? '';
    return sendDownload(reply, file, name || key.split('/').pop()!, extension);
  });
}
