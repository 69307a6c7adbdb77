import {
  PREVIEW_POLL_MS,
  PROGRESS_STEP,
  generationApi,
  workspaceApi,
  type ExportFormat,
} from '@slidecraft/contract';
import { call } from '../../shared/http';
import { sleep } from '../../shared/sleep';

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
