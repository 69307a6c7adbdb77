import { generationApi, personalSpaceApi as routes } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { ExportService } from '../generation/export-service.js';
import type { ShareService } from './share-service.js';
import type { SpaceService } from './space-service.js';

export interface PersonalSpaceRoutesNeeds {
  exports: ExportService;
  shares: ShareService;
  space: SpaceService;
}

/** The personal space (authenticated scope): list, read, rename, trash, recover, destroy. */
export async function personalSpaceRoutes(
  app: ZodApp,
  needs: PersonalSpaceRoutesNeeds,
): Promise<void> {
  const { space, exports, shares } = needs;

  serve(app, routes.spaceList, ({ query }, request) => space.list(authUserId(request), query));

  serve(app, routes.spaceDeck, ({ query }, request) =>
    space.get(authUserId(request), query.recordId),
  );

  serve(app, routes.renameDeck, ({ body }, request) =>
    space.rename(authUserId(request), body.recordId, body.title),
  );

  serve(app, routes.trashDeck, async ({ query }, request) => {
    await space.trash(authUserId(request), query.recordId);
    return null;
  });

  serve(app, routes.recoverDeck, async ({ body }, request) => {
    await space.recover(authUserId(request), body.recordId);
    return null;
  });

  // The generation page's copy (spec: /api/generate/record/copy) is the space's copy too.
  serve(app, generationApi.recordCopy, async ({ query }, request) => {
    const copy = await space.copy(authUserId(request), query.recordId, requestLocale(request));
    return { recordId: copy.recordId, title: copy.title };
  });

  serve(app, routes.copyDeck, ({ query }, request) =>
    space.copy(authUserId(request), query.recordId, requestLocale(request)),
  );

  serve(app, routes.exportDeck, async ({ query }, request) => ({
    status: await exports.request(authUserId(request), query.recordId, 'pptx'),
  }));

  serve(app, routes.shareLink, ({ query }, request) => {
    const { recordId, allowDownload } = query;
    const allow = allowDownload === undefined ? undefined : allowDownload === '1';
    return shares.share(authUserId(request), recordId, allow);
  });

  serve(app, routes.revokeShareLink, async ({ query }, request) => {
    await shares.revoke(authUserId(request), query.recordId);
    return null;
  });

  serve(app, routes.destroyDeck, async ({ query }, request) => {
    await space.destroy(authUserId(request), query.recordId);
    return null;
  });
}
