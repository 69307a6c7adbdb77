import { DECK_SAVE_MAX_BYTES, generationApi, workspaceApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { diagramPreview } from './diagram-preview.js';
import { aiImageThemes } from './theme-pictures.js';
import type { AppConfig } from '../../config.js';
import type { AttachmentService } from '../attachments/attachment-service.js';
import type { ThemeGallery } from '../template/theme-gallery.js';
import type { WorkspaceService } from './workspace-service.js';

export interface WorkspaceRoutesNeeds {
  attachments: AttachmentService;
  config: AppConfig;
  themes: ThemeGallery;
  workspace: WorkspaceService;
}

/**
 * The editor's document calls (authenticated scope): read, save whole, save patches; the
 * record's outline, its theme and the themes that get model pictures; a slide laid out again
 * as a diagram (preview/diagram). The download calls are in generation/routes.ts, the AI on
 * one slide in ai-routes.ts.
 */
export async function workspaceRoutes(app: ZodApp, needs: WorkspaceRoutesNeeds): Promise<void> {
  const { workspace, themes, attachments } = needs;
  // A whole deck is larger than Fastify's default body limit.
  const saves = { bodyLimit: DECK_SAVE_MAX_BYTES };

  serve(app, workspaceApi.deckDoc, ({ query }, request) =>
    workspace.document(authUserId(request), query.recordId),
  );
  serve(app, workspaceApi.originDoc, ({ query }, request) =>
    workspace.origin(authUserId(request), query.recordId),
  );
  serve(app, workspaceApi.reloadDoc, ({ body }, request) =>
    workspace.document(authUserId(request), body.recordId),
  );
  serve(app, workspaceApi.docWithAttachments, async ({ body }, request) => {
    const userId = authUserId(request);
    const doc = await workspace.document(userId, body.recordId);
    return { ...doc, attachments: await attachments.list(userId, body.recordId) };
  });
  serve(app, workspaceApi.loadSlide, ({ body }, request) =>
    workspace.slide(authUserId(request), body.recordId, body.slideId),
  );

  serve(
    app,
    workspaceApi.savePatches,
    async ({ params, body }, request) => ({
      version: await workspace.patch(
        authUserId(request),
        params.recordId,
        body.version,
        body.patches,
      ),
    }),
    saves,
  );
  // The document arrives as plain text: Fastify's text/plain parser hands it over as a string.
  serve(
    app,
    workspaceApi.saveText,
    async ({ params, query }, request) => ({
      version: await workspace.save(
        authUserId(request),
        params.recordId,
        Number(query.version),
        request.body,
      ),
    }),
    saves,
  );
  serve(
    app,
    workspaceApi.saveDeck,
    async ({ body }, request) => ({
      version: await workspace.save(authUserId(request), body.recordId, body.version, body.deck),
    }),
    saves,
  );

  serve(app, workspaceApi.deckTemplate, async ({ query }, request) => {
    const doc = await workspace.document(authUserId(request), query.recordId);
    const theme = themes.one(doc.themeId, requestLocale(request));
    return { recordId: doc.recordId, ...theme, themeId: doc.themeId };
  });

  serve(app, workspaceApi.outlineLoad, ({ body }, request) =>
    workspace.outline(authUserId(request), body.recordId),
  );

  serve(app, generationApi.previewDiagram, ({ body }, request) =>
    diagramPreview(workspace, authUserId(request), body),
  );

  serve(app, workspaceApi.themeAiImages, ({ body }) => ({
    items: aiImageThemes(body.ids, needs.config.images !== null),
  }));
}
