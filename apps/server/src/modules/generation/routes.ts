import { generationApi, workspaceApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { AiLimitsService } from '../ai/limits.js';
import type { ExportService } from './export-service.js';
import type { PreviewService } from './preview-service.js';
import type { RecordService } from './record-service.js';
import type { DailyEvents } from '../../providers/analytics/daily-events.js';

export interface GenerationRoutesNeeds {
  aiLimits: AiLimitsService;
  dailyEvents: DailyEvents;
  exports: ExportService;
  previews: PreviewService;
  records: RecordService;
}

/**
 * Generation records (authenticated scope): creating one, reading and copying it, its theme,
 * and its exports. Generating its deck and the history are in record-routes.ts.
 */
export async function generationRoutes(app: ZodApp, needs: GenerationRoutesNeeds): Promise<void> {
  const { records, exports, previews } = needs;

  /**
   * A new record, checked against the user's tier together with the insert; a deck made here
   * is the day's generation. The workspace's ppt call is the same with a theme.
   */
  const createRecord = async (userId: string, outline: string, themeId?: string) => {
    const record = await needs.aiLimits.createRecord(userId, outline, () =>
      records.create(userId, outline, themeId),
    );
    void needs.dailyEvents.once('daily_generation', userId);
    return { recordId: record.id };
  };
  serve(app, generationApi.createRecord, ({ body }, request) =>
    createRecord(authUserId(request), body.outline),
  );
  serve(app, workspaceApi.createDeck, ({ body }, request) =>
    createRecord(authUserId(request), body.outline, body.themeId),
  );

  serve(app, generationApi.recordInfo, ({ query }, request) =>
    previews.info(authUserId(request), query.recordId),
  );

  serve(app, generationApi.previewThumbnail, async ({ query }, request) => {
    const info = await previews.info(authUserId(request), query.recordId);
    return { recordId: info.recordId, thumbnail: info.slides[0] ?? null, status: info.status };
  });

  // Another theme for a deck, under the spec's ppt/template too. The deck is generated anew
  // (fills, pictures): counted with the generations.
  const changeTheme = async (userId: string, recordId: string, themeId: string) => {
    await needs.aiLimits.calls.take(userId, 'generation');
    await records.changeTheme(userId, recordId, themeId);
    return previews.info(userId, recordId);
  };
  for (const entry of [workspaceApi.changeTheme, workspaceApi.setDeckTemplate]) {
    serve(app, entry, ({ body }, request) =>
      changeTheme(authUserId(request), body.recordId, body.themeId),
    );
  }

  serve(app, generationApi.download, async ({ body }, request) => ({
    status: await exports.request(authUserId(request), body.recordId, 'pptx'),
  }));
  serve(app, workspaceApi.downloadByQuery, async ({ query }, request) => ({
    status: await exports.request(authUserId(request), query.recordId, 'pptx'),
  }));
  serve(app, workspaceApi.downloadPdf, async ({ body }, request) => ({
    status: await exports.request(authUserId(request), body.recordId, 'pdf'),
  }));

  serve(app, generationApi.downloadResult, ({ query }, request) =>
    exports.result(authUserId(request), query.recordId, query.format, requestLocale(request)),
  );

  serve(app, workspaceApi.downloadRead, async ({ body }, request) => {
    const readAt = await exports.markRead(authUserId(request), body.recordId, body.format);
    return { read: true, readAt: readAt.toISOString() };
  });
}
