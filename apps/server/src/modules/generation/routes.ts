import {
  ChangeThemeBodySchema,
  CreateRecordBodySchema,
  RecordInfoQuerySchema,
  RecordInfoSchema,
  CreateRecordResultSchema,
  DeckTemplateBodySchema,
  DownloadBodySchema,
  DownloadQuerySchema,
  DownloadResultSchema,
  DOWNLOAD_STATUSES,
  WorkspacePptBodySchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { z } from 'zod';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** AI generation routes (authenticated scope). */
export async function generationRoutes(app: ZodApp): Promise<void> {
  const { records, exports, previews } = app.ctx;

  /** A new record: 5401, 5412 and 5421 for the user's tier, checked together with the insert. */
  const createRecord = async (userId: string, outline: string, themeId?: string) => {
    const record = await app.ctx.aiLimits.createRecord(userId, outline, () =>
      records.create(userId, outline, themeId),
    );
    return record.id;
  };

  app.post(
    '/api/ai/generate-ppt/record',
    {
      schema: {
        tags: ['generation'],
        summary: 'Create a generation record from outline text',
        body: CreateRecordBodySchema,
        response: { 200: envelopeSchema(CreateRecordResultSchema) },
      },
    },
    async (request) => {
      const userId = authUserId(request);
      const recordId = await createRecord(userId, request.body.outline);
      void app.ctx.dailyEvents.once('daily_generation', userId);
      return ok({ recordId }, requestLocale(request));
    },
  );

  // The spec's workspace path of the same call (issue 18): a theme may be given. A deck made here
  // is the day's generation as much as one made through the record path.
  app.post(
    '/api/workspace/ppt',
    {
      schema: {
        tags: ['workspace'],
        summary:
          'A new deck from outline text in a theme (the default when not given), as POST /ai/generate-ppt/record (5401, 5412, 5421, 5404-5407)',
        body: WorkspacePptBodySchema,
        response: { 200: envelopeSchema(CreateRecordResultSchema) },
      },
    },
    async (request) => {
      const { outline, themeId } = request.body;
      const userId = authUserId(request);
      const recordId = await createRecord(userId, outline, themeId);
      void app.ctx.dailyEvents.once('daily_generation', userId);
      return ok({ recordId }, requestLocale(request));
    },
  );

  app.post(
    '/api/ai/generate-ppt/download',
    {
      schema: {
        tags: ['generation'],
        summary: 'Start the PPTX export of a record',
        body: DownloadBodySchema,
        response: { 200: envelopeSchema(z.object({ status: z.enum(DOWNLOAD_STATUSES) })) },
      },
    },
    async (request) => {
      const status = await exports.request(authUserId(request), request.body.recordId, 'pptx');
      return ok({ status }, requestLocale(request));
    },
  );

  app.post(
    '/api/workspace/ppt/download/pdf',
    {
      schema: {
        tags: ['workspace'],
        summary: 'Start the PDF export of a record (poll download/result with format=pdf)',
        body: DownloadBodySchema,
        response: { 200: envelopeSchema(z.object({ status: z.enum(DOWNLOAD_STATUSES) })) },
      },
    },
    async (request) => {
      const status = await exports.request(authUserId(request), request.body.recordId, 'pdf');
      return ok({ status }, requestLocale(request));
    },
  );

  app.get(
    '/api/ai/generate-ppt/download/result',
    {
      schema: {
        tags: ['generation'],
        summary: 'Status of the PPTX (or format=pdf) export; a signed link when finished',
        querystring: DownloadQuerySchema,
        response: { 200: envelopeSchema(DownloadResultSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { recordId, format } = request.query;
      return ok(await exports.result(authUserId(request), recordId, format, locale), locale);
    },
  );

  app.get(
    '/api/ai/generate-ppt/record/info',
    {
      schema: {
        tags: ['generation'],
        summary: 'A record with the progress and images of its slide previews',
        querystring: RecordInfoQuerySchema,
        response: { 200: envelopeSchema(RecordInfoSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await previews.info(authUserId(request), request.query.recordId), locale);
    },
  );

  // Another theme for a deck, under the spec's ppt/template too (issue 18).
  const themeChanges = [
    {
      url: '/api/workspace/ppt/change-theme',
      summary: 'Lay the deck out again in another theme (5000 for an unknown theme)',
      body: ChangeThemeBodySchema,
    },
    {
      url: '/api/workspace/ppt/template',
      summary: 'Set the deck\u2019s theme, as ppt/change-theme (5000 for an unknown theme)',
      body: DeckTemplateBodySchema,
    },
  ] as const;
  for (const { url, summary, body } of themeChanges) {
    app.post(
      url,
      {
        schema: {
          tags: ['workspace'],
          summary,
          body,
          response: { 200: envelopeSchema(RecordInfoSchema) },
        },
      },
      async (request) => {
        const userId = authUserId(request);
        const { recordId, themeId } = request.body;
        // The deck is generated anew (fills, pictures): counted with the generations (5427).
        await app.ctx.aiLimits.calls.take(userId, 'generation');
        await records.changeTheme(userId, recordId, themeId);
        return ok(await previews.info(userId, recordId), requestLocale(request));
      },
    );
  }
}
