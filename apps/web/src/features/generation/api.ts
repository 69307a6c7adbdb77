import {
  CreateRecordResultSchema,
  DownloadResultSchema,
  HISTORY_PAGE,
  HistoryPageSchema,
  HistoryRemoveResultSchema,
  PreviewResultSchema,
  type ExportFormat,
  PREVIEW_POLL_MS,
  PROGRESS_STEP,
  RecordInfoSchema,
  type GenerationParams,
  type OutlineSectionBody,
} from '@slidecraft/contract';
import { api, getStream, postStream, type StreamOptions } from '../../shared/http';
import { sleep } from '../../shared/sleep';

/**
 * Streams the outline of the home box's params (SSE): the preset outline of a suggested topic
 * when the box chose that route (spec section 4, `preset`), else the custom section outline.
 */
export function streamOutline(params: GenerationParams, options: StreamOptions) {
  if (params.preset) return getStream('/api/ai/chat/outline', { topic: params.topic }, options);
  const body: OutlineSectionBody = {
    topic: params.topic,
    deep_thinking: params.deep_thinking,
    web_search: params.web_search ?? false,
    page_limit: params.page_limit,
  };
  return postStream('/api/ai/chat/outline-section', body, options);
}

export function createRecord(outline: string) {
  return api.post('/api/ai/generate-ppt/record', CreateRecordResultSchema, { outline });
}

/** GET /api/ai/generate-ppt/record/info: status, progress and slide images of a record. */
export function fetchRecordInfo(recordId: string, signal?: AbortSignal, quiet?: boolean) {
  return api.get('/api/ai/generate-ppt/record/info', RecordInfoSchema, {
    query: { recordId },
    signal,
    ...(quiet ? { quiet } : {}),
  });
}

/**
 * Starts the generation of a record (fill, lay out, render): preview/outline, or preview/theme
 * to generate it in another theme. A generation under way or done is left as it is.
 */
export function startGeneration(recordId: string, themeId?: string) {
  return themeId
    ? api.post('/api/ai/generate-ppt/preview/theme', PreviewResultSchema, { recordId, themeId })
    : api.post('/api/ai/generate-ppt/preview/outline', PreviewResultSchema, { recordId });
}

/** GET /api/ai/generate-ppt/history: the user's records, newest first. */
export function fetchHistory(start: number, signal?: AbortSignal) {
  return api.get('/api/ai/generate-ppt/history', HistoryPageSchema, {
    query: { start, size: HISTORY_PAGE.size },
    signal,
  });
}

export function removeHistory(recordId: string) {
  return api.post('/api/ai/generate-ppt/history/remove', HistoryRemoveResultSchema, { recordId });
}

export function removeAllHistory() {
  return api.post('/api/ai/generate-ppt/history/remove/all', HistoryRemoveResultSchema, {});
}

/** The server reported that the export failed; the message is already localised. */
export class ExportFailedError extends Error {
  override name = 'ExportFailedError';
}

/** The call that starts an export, per format (the result call is shared). */
const EXPORT_START: Record<ExportFormat, string> = {
  pptx: '/api/ai/generate-ppt/download',
  pdf: '/api/workspace/ppt/download/pdf',
};

/**
 * Starts the PPTX or PDF export of a record and polls about every second until it finishes
 * (spec section 4): finish resolves with the signed link, error rejects with the server's
 * message, an abort rejects with an AbortError. `onProgress` gets a value rising by 0.07 per poll.
 */
export async function exportDeck(
  recordId: string,
  format: ExportFormat,
  options: { signal: AbortSignal; onProgress?: (progress: number) => void },
): Promise<string> {
  const { signal, onProgress } = options;
  await api.post(EXPORT_START[format], DownloadResultSchema, { recordId }, { signal });
  let progress = 0;
  for (;;) {
    const result = await api.get('/api/ai/generate-ppt/download/result', DownloadResultSchema, {
      query: { recordId, format },
      signal,
    });
    if (result.status === 'finish' && result.url) return result.url;
    if (result.status === 'error' || result.status === 'finish') {
      throw new ExportFailedError(result.error ?? '');
    }
    progress = Math.min(0.95, progress + PROGRESS_STEP);
    onProgress?.(progress);
    await sleep(PREVIEW_POLL_MS, signal);
  }
}
