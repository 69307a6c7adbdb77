import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Streams a finished text in small chunks with a pause between them, so that offline and preset
 * answers reach the client exactly as a model's would (progress, stop button, partial text).
 * Stops quietly when the signal aborts.
 */
export async function* streamInChunks(
  text: string,
  signal: AbortSignal,
  delayMs: number,
  size = 8,
): AsyncIterable<string> {
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i += size) {
    if (signal.aborted) return;
    yield chars.slice(i, i + size).join('');
    if (delayMs > 0) await sleep(delayMs, undefined, { signal }).catch(() => undefined);
  }
}
