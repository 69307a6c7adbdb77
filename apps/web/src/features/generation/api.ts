import { HISTORY_PAGE, generationApi, type GenerationParams, aiApi } from '@slidecraft/contract';
import { call, stream, type StreamOptions } from '../../shared/http';

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
