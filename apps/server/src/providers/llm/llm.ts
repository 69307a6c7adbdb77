import type { Locale, PageLimit } from '@slidecraft/contract';

export interface OutlineRequest {
  topic: string;
  pageLimit: PageLimit;
  deepThinking: boolean;
  locale: Locale;
  signal: AbortSignal;
}

/** Writes outlines in the outline text format, streamed as text chunks. */
export interface OutlineWriter {
  /** True for the offline composer, which the UI labels as offline mode. */
  readonly offline: boolean;
  streamOutline(request: OutlineRequest): AsyncIterable<string>;
}
