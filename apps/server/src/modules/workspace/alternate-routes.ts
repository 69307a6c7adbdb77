import {
  AppError,
  CreateRecordResultSchema,
  DeckTemplateBodySchema,
  DeckTemplateQuerySchema,
  DeckTemplateSchema,
  DownloadReadBodySchema,
  DownloadReadResultSchema,
  ErrorCode,
  IslideLoadBodySchema,
  JsonFileAttachmentBodySchema,
  JsonFileAttachmentResultSchema,
  OutlineLoadBodySchema,
  OutlineLoadResultSchema,
  PreviewResultQuerySchema,
  PreviewResultSchema,
  RecordInfoSchema,
  ThemeAiImageBodySchema,
  ThemeAiImageResultSchema,
  WorkspaceDocSchema,
  WorkspaceGeneratePptBodySchema,
  WorkspacePptBodySchema,
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
 * The other workspace paths of spec section 7 (authenticated scope), each served from the code
 * of its sibling. docs/decisions.md, "Issue 18: alternate AI and workspace paths".
 */
export async function workspaceAlternateRoutes(app: ZodApp): Promise<void> {
  const { workspace, records, previews, exports, themes, attachments, aiLimits } = app.ctx;
  const repo = new RecordRepo(app.ctx.database.db);
  const docResponse = { 200: envelopeSchema(WorkspaceDocSchema) };
  const previewResponse = { 200: envelopeSchema(PreviewResultSchema) };

  app.post(
    '/api/workspace/islide/load',
    {
      schema: {
        tags,
        summary: 'The deck document to open (an add-in or the editor), as ppt/json-file answers it',
        body: IslideLoadBodySchema,
        response: docResponse,
      },
    },
    async (request) => {
      const doc = await workspace.document(authUserId(request), request.body.recordId);
      return ok(doc, requestLocale(request));
    },
  );

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
    '/api/workspace/outline/generate-ppt',
    {
      schema: {
        tags,
        summary:
          'Generate the deck of a record, as preview/outline (with a themeId other than its own: preview/theme)',
        body: WorkspaceGeneratePptBodySchema,
        response: previewResponse,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const userId = authUserId(request);
      const { recordId, themeId } = request.body;
      const result = themeId
        ? await records.generateInTheme(userId, recordId, themeId, locale)
        : await records.generate(userId, recordId, locale);
      return ok(result, locale);
    },
  );

  app.get(
    '/api/workspace/outline/generate-ppt/result',
    {
      schema: {
        tags,
        summary: 'Status of the generation, as preview/result (poll about 1 s)',
        querystring: PreviewResultQuerySchema,
        response: previewResponse,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await previews.result(authUserId(request), request.query.recordId), locale);
    },
  );

  app.post(
    '/api/workspace/ppt',
    {
      schema: {
        tags,
        summary:
          'A new deck from outline text in a theme (the default when not given), as POST /ai/generate-ppt/record (5401, 5412, 5421, 5404-5407)',
        body: WorkspacePptBodySchema,
        response: { 200: envelopeSchema(CreateRecordResultSchema) },
      },
    },
    async (request) => {
      const userId = authUserId(request);
      const { outline, themeId } = request.body;
      const record = await aiLimits.createRecord(userId, outline, () =>
        records.create(userId, outline, themeId),
      );
      return ok({ recordId: record.id }, requestLocale(request));
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

  const template = async (
    userId: string,
    recordId: string,
    locale: ReturnType<typeof requestLocale>,
  ) => {
    const doc = await workspace.document(userId, recordId);
    return { recordId: doc.recordId, ...themes.one(doc.themeId, locale), themeId: doc.themeId };
  };
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
      return ok(await template(authUserId(request), request.query.recordId, locale), locale);
    },
  );
  app.post(
    '/api/workspace/ppt/template',
    {
      schema: {
        tags,
        summary: 'Set the deck\u2019s theme, as ppt/change-theme (5000 for an unknown theme)',
        body: DeckTemplateBodySchema,
        response: { 200: envelopeSchema(RecordInfoSchema) },
      },
    },
    async (request) => {
      const userId = authUserId(request);
      const { recordId, themeId } = request.body;
      await records.changeTheme(userId, recordId, themeId);
      return ok(await previews.info(userId, recordId), requestLocale(request));
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
