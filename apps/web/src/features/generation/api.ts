import {
  CreateRecordResultSchema,
  DownloadResultSchema,
  type ExportFormat,
  PREVIEW_POLL_MS,
  PROGRESS_STEP,
  RecordInfoSchema,
  type GenerationParams,
  type OutlineSectionBody,
} from '@slidecraft/contract';
import { api, postStream, type StreamProgress } from '../../shared/http';
import { sleep } from '../../shared/sleep';

/** Streams the custom section outline for a topic (SSE). */
export function streamOutline(
  params: GenerationParams,
  options: { signal: AbortSignal; onProgress: (progress: StreamProgress) => void },
) {
  const body: OutlineSectionBody = {
    topic: params.topic,
    deep_thinking: params.deep_thinking,
    web_search: false,
    page_limit: params.page_limit,
  };
  return postStream('/api/ai/chat/outline-section', body, options);
}

export function createRecord(outline: string) {
  return api.post('/api/ai/generate-ppt/record', CreateRecordResultSchema, { outline });
}

/** GET /api/ai/generate-ppt/record/info: status, progress and slide images of a record. */
export function fetchRecordInfo(recordId: string, signal?: AbortSignal) {
  return api.get('/api/ai/generate-ppt/record/info', RecordInfoSchema, {
    query: { recordId },
    signal,
  });
}

/** POST /api/workspace/ppt/change-theme: lays the deck out again; previews start over. */
export function changeTheme(recordId: string, themeId: string) {
  return api.post('/api/workspace/ppt/change-theme', RecordInfoSchema, { recordId, themeId });
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
