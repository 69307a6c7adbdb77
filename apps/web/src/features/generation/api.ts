import {
  HISTORY_PAGE,
  generationApi,
  workspaceApi,
  type ExportFormat,
  PREVIEW_POLL_MS,
  PROGRESS_STEP,
  type GenerationParams,
  aiApi,
} from '@slidecraft/contract';
import { call, stream, type StreamOptions } from '../../shared/http';
import { sleep } from '../../shared/sleep';

/**
 * Streams the outline of the home box's params (SSE): the preset outline of a suggested topic
 * when the box chose that route (spec section 4, `preset`), else the custom section outline.
 */
export function streamOutline(params: GenerationParams, options: StreamOptions) {
  if (params.preset) {
    return stream(aiApi.presetOutline, { query: { topic: params.topic } }, options);
  }
  const { topic, deep_thinking, web_search = false, page_limit } = params;
  return stream(
    aiApi.outlineSection,
    { body: { topic, deep_thinking, web_search, page_limit } },
    options,
  );
}

export function createRecord(outline: string) {
  return call(generationApi.createRecord, { body: { outline } });
}

/** The recordInfo call: status, progress and slide images of a record. */
export function fetchRecordInfo(recordId: string, signal?: AbortSignal, quiet?: boolean) {
  return call(
    generationApi.recordInfo,
    { query: { recordId } },
    { signal, ...(quiet ? { quiet } : {}) },
  );
}

/**
 * Starts the generation of a record (fill, lay out, render): preview/outline, or preview/theme
 * to generate it in another theme. A generation under way or done is left as it is.
 */
export function startGeneration(recordId: string, themeId?: string) {
  return themeId
    ? call(generationApi.previewTheme, { body: { recordId, themeId } })
    : call(generationApi.previewOutline, { body: { recordId } });
}

/** The history call: the user's records, newest first. */
export function fetchHistory(start: number, signal?: AbortSignal) {
  return call(generationApi.history, { query: { start, size: HISTORY_PAGE.size } }, { signal });
}

export function removeHistory(recordId: string) {
  return call(generationApi.historyRemove, { body: { recordId } });
}

export function removeAllHistory() {
  return call(generationApi.historyRemoveAll, { body: {} });
}

/** The server reported that the export failed; the message is already localised. */
export class ExportFailedError extends Error {
  override name = 'ExportFailedError';
}

/** The call that starts an export, per format (the result call is shared). */
const EXPORT_START = {
  pptx: generationApi.download,
  pdf: workspaceApi.downloadPdf,
} as const satisfies Record<ExportFormat, unknown>;

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
  await call(EXPORT_START[format], { body: { recordId } }, { signal });
  let progress = 0;
  for (;;) {
    const result = await call(
      generationApi.downloadResult,
      { query: { recordId, format } },
      { signal },
    );
    if (result.status === 'finish' && result.url) return result.url;
    if (result.status === 'error' || result.status === 'finish') {
      throw new ExportFailedError(result.error ?? '');
    }
    progress = Math.min(0.95, progress + PROGRESS_STEP);
    onProgress?.(progress);
    await sleep(PREVIEW_POLL_MS, signal);
  }
}
