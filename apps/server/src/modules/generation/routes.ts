import {
  ChangeThemeBodySchema,
  CreateRecordBodySchema,
  RecordInfoQuerySchema,
  RecordInfoSchema,
  CreateRecordResultSchema,
  DownloadBodySchema,
  DownloadQuerySchema,
  DownloadResultSchema,
  DOWNLOAD_STATUSES,
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
      const { outline } = request.body;
      // 5401, 5412 and 5421 for the user's tier, checked together with the insert.
      const record = await app.ctx.aiLimits.createRecord(userId, outline, () =>
        records.create(userId, outline),
      );
      void app.ctx.dailyEvents.once('daily_generation', userId);
      return ok({ recordId: record.id }, requestLocale(request));
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

  app.post(
    '/api/workspace/ppt/change-theme',
    {
      schema: {
        tags: ['workspace'],
        summary: 'Lay the deck out again in another theme (5000 for an unknown theme)',
        body: ChangeThemeBodySchema,
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
}
