import {
  HistoryPageSchema,
  HistoryQuerySchema,
  HistoryRemoveBodySchema,
  HistoryRemoveResultSchema,
  PreviewOutlineBodySchema,
  PreviewResultQuerySchema,
  PreviewResultSchema,
  PreviewThemeBodySchema,
  WorkspaceGeneratePptBodySchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { z } from 'zod';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/**
 * Generating a record's deck and the user's history (authenticated scope). The record,
 * download and change-theme calls stay in routes.ts.
 */
export async function recordRoutes(app: ZodApp): Promise<void> {
  const { records, previews, history } = app.ctx;
  const previewResponse = { 200: envelopeSchema(PreviewResultSchema) };

  // Generating a record's deck, under the spec's workspace paths too (issue 18): with a themeId
  // (preview/theme, and outline/generate-ppt when it gives one) in that theme.
  const generations = [
    {
      url: '/api/ai/generate-ppt/preview/outline',
      tags: ['generation'],
      summary:
        'Generate the deck of a record: fill empty pages, lay out, render slide images (a job)',
      body: PreviewOutlineBodySchema,
    },
    {
      url: '/api/ai/generate-ppt/preview/theme',
      tags: ['generation'],
      summary: 'Generate the deck of a record in a theme (5000 for an unknown theme)',
      body: PreviewThemeBodySchema,
    },
    {
      url: '/api/workspace/outline/generate-ppt',
      tags: ['workspace'],
      summary:
        'Generate the deck of a record, as preview/outline (with a themeId other than its own: preview/theme)',
      body: WorkspaceGeneratePptBodySchema,
    },
  ] as const;
  for (const { url, tags, summary, body } of generations) {
    app.post(
      url,
      { schema: { tags, summary, body, response: previewResponse } },
      async (request) => {
        const locale = requestLocale(request);
        const userId = authUserId(request);
        const asked = request.body;
        // Only the schemas with a themeId keep one (validation strips unknown fields).
        const themeId = 'themeId' in asked ? asked.themeId : undefined;
        const { recordId } = asked;
        // A generation fills empty pages and draws pictures with the models: counted (5427).
        await app.ctx.aiLimits.calls.take(userId, 'generation');
        const result = themeId
          ? await records.generateInTheme(userId, recordId, themeId, locale)
          : await records.generate(userId, recordId, locale);
        return ok(result, locale);
      },
    );
  }

  const results = [
    {
      url: '/api/ai/generate-ppt/preview/result',
      tags: ['generation'],
      summary: 'Status of a record generation with finishPage of totalPage (poll about 1 s)',
    },
    {
      url: '/api/workspace/outline/generate-ppt/result',
      tags: ['workspace'],
      summary: 'Status of the generation, as preview/result (poll about 1 s)',
    },
  ] as const;
  for (const { url, tags, summary } of results) {
    app.get(
      url,
      {
        schema: { tags, summary, querystring: PreviewResultQuerySchema, response: previewResponse },
      },
      async (request) => {
        const locale = requestLocale(request);
        return ok(await previews.result(authUserId(request), request.query.recordId), locale);
      },
    );
  }

  app.get(
    '/api/ai/generate-ppt/history',
    {
      schema: {
        tags: ['generation'],
        summary: "The user's records, newest first (start 0, size 21 by default)",
        querystring: HistoryQuerySchema,
        response: { 200: envelopeSchema(HistoryPageSchema) },
      },
    },
    async (request) => {
      const { start, size } = request.query;
      const locale = requestLocale(request);
      return ok(await history.list(authUserId(request), start, size), locale);
    },
  );

  app.post(
    '/api/ai/generate-ppt/history/remove',
    {
      schema: {
        tags: ['generation'],
        summary: 'Remove one of your records (5107 for any other)',
        body: HistoryRemoveBodySchema,
        response: { 200: envelopeSchema(HistoryRemoveResultSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await history.remove(authUserId(request), request.body.recordId), locale);
    },
  );

  app.post(
    '/api/ai/generate-ppt/history/remove/all',
    {
      schema: {
        tags: ['generation'],
        summary: 'Remove all of your records',
        body: z.object({}).optional(),
        response: { 200: envelopeSchema(HistoryRemoveResultSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await history.removeAll(authUserId(request)), locale);
    },
  );
}
