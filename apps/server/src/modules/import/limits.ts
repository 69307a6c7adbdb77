import {
  AppError,
  ErrorCode,
  IMPORT_MAX_CHARS,
  IMPORT_REFUSAL_MESSAGES,
} from '@slidecraft/contract';
import type { ImportRefusal } from '@slidecraft/contract';

/**
 * Server-side caps of the outline import that the client never needs to know (the shared ones,
 * file size, pages, characters and the daily count, are in the contract). docs/decisions.md,
 * "Outline imports", gives the reasons for each figure.
 */
export const IMPORT_LIMITS = {
  /** Archives (docx, pptx, xmind): entries in the central directory. */
  archiveEntries: 1000,
  /** Archives: bytes inflated in total, whatever the ratio. */
  archiveInflatedBytes: 100 * 1024 * 1024,
  /** Archives: inflated / compressed ratio refused past `archiveRatioFloor` inflated bytes. */
  archiveRatio: 100,
  archiveRatioFloor: 100 * 1024,
  /** XML: element nesting deeper than this is refused before parsing (parsers recurse). */
  xmlDepth: 256,
  /** Wall-clock budget of reading one file, checked between pages, slides and parts. */
  parseMs: 20_000,
  /** Mind-map trees: nodes read (the rest of a huge map is ignored). */
  treeNodes: 5000,
  /** Points kept per heading, and characters per point. */
  pointsPerHeading: 8,
  pointChars: 120,
  /** A heading body longer than this (characters) is prose and is summarised. */
  shortBodyChars: 300,
  /** Summaries asked of the model per import (the rest use the extractive rules). */
  modelSummaries: 12,
  modelConcurrency: 3,
  modelTimeoutMs: 20_000,
  /** Characters of one body sent to the model. */
  modelInputChars: 4000,
  /** Text of the parse answer (the chat-import fallback's input). */
  parseTextChars: 20_000,
} as const;

/** A 5403 (or 5409) answer whose reason the client sees in its own locale. */
export function refuse(
  reason: ImportRefusal,
  code:
    | typeof ErrorCode.UNSUPPORTED_FILE
    | typeof ErrorCode.MINDMAP_LINK_ERROR = ErrorCode.UNSUPPORTED_FILE,
): AppError {
  return new AppError(code, reason, { localizedDetail: IMPORT_REFUSAL_MESSAGES[reason] });
}

/** A plain 5403: the bytes are not a file we read (the log gets `detail`, the client does not). */
export function unsupported(detail: string): AppError {
  return new AppError(ErrorCode.UNSUPPORTED_FILE, detail);
}

/**
 * What one extraction may spend: wall-clock time and characters of text. Parsers call `text`
 * for every piece of text they keep and `tick` between units of work (pages, slides, parts).
 */
export class ExtractionBudget {
  private chars = 0;
  private readonly deadline: number;

  constructor(
    parseMs: number = IMPORT_LIMITS.parseMs,
    private readonly maxChars: number = IMPORT_MAX_CHARS,
  ) {
    this.deadline = Date.now() + parseMs;
  }

  tick(): void {
    if (Date.now() > this.deadline) throw refuse('tooSlow');
  }

  text(value: string): string {
    this.chars += value.length;
    if (this.chars > this.maxChars) throw refuse('tooMuchText');
    return value;
  }
}
