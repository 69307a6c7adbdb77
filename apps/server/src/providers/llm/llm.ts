import type { Locale, Outline, PageLimit } from '@slidecraft/contract';
import type { ChatUsage } from './chat-model.js';
import type { EditAction } from './offline-edit.js';

/** What every AI call carries. */
export interface AiCallOptions {
  /** The language to write in (the request's locale). */
  locale: Locale;
  /** Aborting it (client gone, deadline) stops the call. */
  signal: AbortSignal;
  /** Called when the model reports token usage (never by the offline composer). */
  onUsage?: (usage: ChatUsage) => void;
}

export interface OutlineRequest extends AiCallOptions {
  topic: string;
  pageLimit: PageLimit;
  deepThinking: boolean;
  /** Web search results as the prompt's reference block (modules/ai/web-search.ts); '' or absent without. */
  references?: string;
}

export interface PageFillRequest extends AiCallOptions {
  topic: string;
  /** The page's heading. */
  title: string;
  /** The whole outline text, for consistency with the other pages; may be empty. */
  outline: string;
  /**
   * That outline parsed, when the caller has it: the offline composer reads the page's points
   * from it instead of parsing `outline` again (the model reads the text).
   */
  parsed?: Outline;
}

export interface TextRequest extends AiCallOptions {
  text: string;
}

export interface ChatTextRequest extends TextRequest {
  /** The chat type; 'outline' answers in the outline text format, others in free text. */
  type: string;
}

export interface EditRequest extends AiCallOptions {
  action: EditAction;
  /** A text box's paragraphs, or a slide's points, one per line. */
  text: string;
  /** The language a translation writes in. */
  to?: Locale;
  /** For a whole slide: its title and the deck's; the answer is then `* point` lines. */
  slide?: { title: string; topic: string };
}

/**
 * Writes outlines and page content, streamed as text chunks: the model (LlmOutlineWriter) or,
 * without one, the offline composer. Outline answers use the outline text format of
 * packages/contract; page fills are `* point` lines.
 */
export interface OutlineWriter {
  /** True for the offline composer, which the UI labels as offline mode. */
  readonly offline: boolean;
  /** The model plain requests use, or 'offline' (usage records). */
  readonly model: string;
  /** A whole outline for a topic. */
  streamOutline(request: OutlineRequest): AsyncIterable<string>;
  /** Only the title, chapter and section headings of an outline for a topic. */
  streamSectionList(request: OutlineRequest): AsyncIterable<string>;
  /** The points of one page. */
  streamPageFill(request: PageFillRequest): AsyncIterable<string>;
  /** Pasted or imported document text turned into an outline. */
  streamImport(request: TextRequest): AsyncIterable<string>;
  /** A typed chat request. */
  streamChat(request: ChatTextRequest): AsyncIterable<string>;
  /**
   * An editing action on a text box (the new text, one paragraph per line) or on a slide's
   * points (`* point` lines).
   */
  streamEdit(request: EditRequest): AsyncIterable<string>;
}
