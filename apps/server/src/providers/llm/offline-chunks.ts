import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The longest an offline or preset answer takes to stream, whatever its length: past
 * STREAM_BUDGET_MS / delayMs chunks, the chunks grow instead of the wait. A 30-page outline
 * (about 2,000 characters) streamed at 8 characters a chunk took 3 s, though nothing was being
 * written: the user watched a replay (issue 34, goal 5).
 */
export const STREAM_BUDGET_MS = 500;

/**
 * Streams a finished text in small chunks with a pause between them, so that offline and preset
 * answers reach the client exactly as a model's would (progress, stop button, partial text).
 * Chunks are `size` characters or more: a long text streams within STREAM_BUDGET_MS. Stops
 * quietly when the signal aborts.
 */
export async function* streamInChunks(
  text: string,
  signal: AbortSignal,
  delayMs: number,
  size = 8,
): AsyncIterable<string> {
  const chars = Array.from(text);
  const chunks = delayMs > 0 ? Math.max(1, Math.floor(STREAM_BUDGET_MS / delayMs)) : Infinity;
  const step = Math.max(size, Math.ceil(chars.length / chunks));
  for (let i = 0; i < chars.length; i += step) {
    if (signal.aborted) return;
    yield chars.slice(i, i + step).join('');
    if (delayMs > 0) await sleep(delayMs, undefined, { signal }).catch(() => undefined);
  }
}
