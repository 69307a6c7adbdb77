import type { UsageRecorder } from '../ai/usage-ledger.js';
import type { OutlineWriter } from '../../providers/llm/llm.js';
import type { ContentModeration } from '../moderation/content-moderation.js';
import type { Locale } from '@slidecraft/contract';
import { generationApi, workspaceApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { fillInfo } from './fill-info.js';
import type { AiLimitsService } from '../ai/limits.js';
import type { HistoryService } from './history-service.js';
import type { PreviewService } from './preview-service.js';
import type { RecordService } from './record-service.js';

export interface RecordRoutesNeeds {
  aiLimits: AiLimitsService;
  moderation: ContentModeration;
  aiUsage: UsageRecorder;
  outlineWriter: OutlineWriter;
  history: HistoryService;
  previews: PreviewService;
  records: RecordService;
}

/**
 * Generating a record's deck and the user's history (authenticated scope). The record,
 * download and change-theme calls are in routes.ts.
 */
export async function recordRoutes(app: ZodApp, needs: RecordRoutesNeeds): Promise<void> {
  const { records, previews, history } = needs;

  /**
   * Generating a record's deck, in a theme when one is given (preview/theme, and the
   * workspace's outline/generate-ppt when it names one). It fills empty pages and draws
   * pictures with the models: counted with the generations.
   */
  const generate = async (
    userId: string,
    recordId: string,
    themeId: string | undefined,
    locale: Locale,
  ) => {
    await needs.aiLimits.calls.take(userId, 'generation');
    return themeId
      ? records.generateInTheme(userId, recordId, themeId, locale)
      : records.generate(userId, recordId, locale);
  };
  serve(app, generationApi.previewOutline, ({ body }, request) =>
    generate(authUserId(request), body.recordId, undefined, requestLocale(request)),
  );
  serve(app, generationApi.previewTheme, ({ body }, request) =>
    generate(authUserId(request), body.recordId, body.themeId, requestLocale(request)),
  );
  serve(app, workspaceApi.generatePpt, ({ body }, request) =>
    generate(authUserId(request), body.recordId, body.themeId, requestLocale(request)),
  );

  serve(app, generationApi.previewResult, ({ query }, request) =>
    previews.result(authUserId(request), query.recordId),
  );

  serve(app, generationApi.fillInfo, (input, request, reply) => {
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    return fillInfo(needs, input.body, {
      userId: authUserId(request),
      known: request.auth?.user,
      locale: requestLocale(request),
      signal: controller.signal,
      log: request.log,
    });
  });

  serve(app, generationApi.history, ({ query }, request) =>
    history.list(authUserId(request), query.start, query.size),
  );
  serve(app, generationApi.historyRemove, ({ body }, request) =>
    history.remove(authUserId(request), body.recordId),
  );
  serve(app, generationApi.historyRemoveAll, (_input, request) =>
    history.removeAll(authUserId(request)),
  );
}
