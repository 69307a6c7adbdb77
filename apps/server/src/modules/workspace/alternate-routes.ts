import {
  AppError,
  DeckTemplateQuerySchema,
  DeckTemplateSchema,
  DownloadReadBodySchema,
  DownloadReadResultSchema,
  ErrorCode,
  JsonFileAttachmentBodySchema,
  JsonFileAttachmentResultSchema,
  OutlineLoadBodySchema,
  OutlineLoadResultSchema,
  ThemeAiImageBodySchema,
  ThemeAiImageResultSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { illustrationOf, listThemes, themeSampleDeck } from '@slidecraft/deck';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { RecordRepo } from '../generation/record-repo.js';

const tags = ['workspace'];

/** Whether a theme's slides carry illustrations (what a model picture takes the place of). */
const illustrated = new Map<string, boolean>();
function hasIllustrations(themeId: string): boolean {
  let known = illustrated.get(themeId);
  if (known === undefined) {
    known = themeSampleDeck(themeId).slides.some((slide) =>
      slide.elements.some(
        (element) => element.type === 'image' && illustrationOf(element.src) !== null,
      ),
    );
    illustrated.set(themeId, known);
  }
  return known;
}

/**
 * The other workspace paths of spec section 7 (authenticated scope) that answer something of
 * their own. Those that are another name of a call are registered with it: islide/load with
 * ppt/reload, outline/generate-ppt and its result with preview/outline, preview/theme and
 * preview/result (generation/record-routes.ts), POST /workspace/ppt with /ai/generate-ppt/record
 * and POST ppt/template with ppt/change-theme (generation/routes.ts). docs/decisions.md,
 * "Issue 18: alternate AI and workspace paths".
 */
export async function workspaceAlternateRoutes(app: ZodApp): Promise<void> {
  const { workspace, exports, themes, attachments } = app.ctx;
  const repo = new RecordRepo(app.ctx.database.db);

  app.post(
    '/api/workspace/outline/load',
    {
      schema: {
        tags,
        summary: "The record's outline text (as filled by its generation), title, theme and status",
        body: OutlineLoadBodySchema,
        response: { 200: envelopeSchema(OutlineLoadResultSchema) },
      },
    },
    async (request) => {
      const row = await repo.findOwned(authUserId(request), request.body.recordId);
      if (!row) throw new AppError(ErrorCode.NO_USER_PERMISSION, 'record not found for this user');
      return ok(
        {
          recordId: row.id,
          title: row.title,
          outline: row.outline,
          themeId: row.themeId,
          status: row.previewStatus,
        },
        requestLocale(request),
      );
    },
  );

  app.post(
    '/api/workspace/ppt/json-file/attachment',
    {
      schema: {
        tags,
        summary: 'The deck document with its pictures (ppt/json-file and ppt/attachments at once)',
        body: JsonFileAttachmentBodySchema,
        response: { 200: envelopeSchema(JsonFileAttachmentResultSchema) },
      },
    },
    async (request) => {
      const userId = authUserId(request);
      const { recordId } = request.body;
      const doc = await workspace.document(userId, recordId);
      const pictures = await attachments.list(userId, recordId);
      return ok({ ...doc, attachments: pictures }, requestLocale(request));
    },
  );

  app.get(
    '/api/workspace/ppt/template',
    {
      schema: {
        tags,
        summary: "The deck's theme (the theme picker's item)",
        querystring: DeckTemplateQuerySchema,
        response: { 200: envelopeSchema(DeckTemplateSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const doc = await workspace.document(authUserId(request), request.query.recordId);
      const theme = themes.one(doc.themeId, locale);
      return ok({ recordId: doc.recordId, ...theme, themeId: doc.themeId }, locale);
    },
  );

  app.post(
    '/api/workspace/ppt/download/read',
    {
      schema: {
        tags,
        summary:
          "Mark the record's finished download (pptx, or format pdf) as seen; download/result then says read (5000 when none is finished)",
        body: DownloadReadBodySchema,
        response: { 200: envelopeSchema(DownloadReadResultSchema) },
      },
    },
    async (request) => {
      const { recordId, format } = request.body;
      const readAt = await exports.markRead(authUserId(request), recordId, format);
      return ok({ read: true, readAt: readAt.toISOString() }, requestLocale(request));
    },
  );

  app.post(
    '/api/themeIsAiImag',
    {
      schema: {
        tags,
        summary:
          'Which themes get model pictures in place of their illustrations (IMAGE_* set and the theme has illustrations); unknown ids false',
        body: ThemeAiImageBodySchema,
        response: { 200: envelopeSchema(ThemeAiImageResultSchema) },
      },
    },
    async (request) => {
      const pictures = app.ctx.config.images !== null;
      const known = new Set(listThemes().map((theme) => theme.id));
      const items = Object.fromEntries(
        request.body.ids.map((id) => [id, pictures && known.has(id) && hasIllustrations(id)]),
      );
      return ok({ items }, requestLocale(request));
    },
  );
}
