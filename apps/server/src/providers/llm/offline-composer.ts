import { CHAT_OUTLINE_TYPE, type PageLimit } from '@slidecraft/contract';
import type {
  ChatTextRequest,
  EditRequest,
  OutlineRequest,
  OutlineWriter,
  PageFillRequest,
  TextRequest,
} from './llm.js';
import { streamInChunks } from './offline-chunks.js';
import { offlineEdit } from './offline-edit.js';
import { composePageFill, headingsOnly } from './offline-fill.js';
import { outlineFromText, summarizeText } from './offline-import.js';
import { COMPOSER_PHRASES } from './offline-phrases.js';

/** Chapters and sections per chapter for each page-count option. */
const SHAPE: Record<PageLimit, { chapters: number; sections: number }> = {
  '': { chapters: 5, sections: 2 },
  '1-10': { chapters: 3, sections: 1 },
  '10-20': { chapters: 4, sections: 2 },
  '20-30': { chapters: 6, sections: 3 },
  '30+': { chapters: 6, sections: 3 },
};

/** Builds the outline text for a topic without any model (deterministic). */
export function composeOutline(
  topic: string,
  request: Pick<OutlineRequest, 'pageLimit' | 'locale'>,
): string {
  const phrases = COMPOSER_PHRASES[request.locale];
  const fill = (s: string) => s.replaceAll('{t}', topic);
  const shape = SHAPE[request.pageLimit];
  const lines = [`# ${topic}`, `> ${fill(phrases.subtitle)}`];
  const all = phrases.chapters;
  // Keep the last (summary) chapter and take the first ones before it.
  const chosen = [...all.slice(0, Math.max(0, shape.chapters - 1)), all[all.length - 1]!];
  for (const chapter of chosen) {
    lines.push(`## ${fill(chapter.title)}`);
    for (const section of chapter.sections.slice(0, shape.sections)) {
      lines.push(`### ${fill(section.title)}`);
      for (const point of section.points) lines.push(`* ${fill(point)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The offline outline composer: answers every AI call when no model is configured, with
 * deterministic rules (phrases for outlines and pages, extractive rules for imported text),
 * streamed in small chunks so that the client behaves exactly as with a real model.
 */
export class OfflineOutlineComposer implements OutlineWriter {
  readonly offline = true;
  readonly model = 'offline';

  constructor(private readonly chunkDelayMs = 12) {}

  streamOutline(request: OutlineRequest): AsyncIterable<string> {
    return this.chunks(() => composeOutline(request.topic, request), request.signal);
  }

  streamSectionList(request: OutlineRequest): AsyncIterable<string> {
    return this.chunks(() => headingsOnly(composeOutline(request.topic, request)), request.signal);
  }

  streamPageFill(request: PageFillRequest): AsyncIterable<string> {
    return this.chunks(() => composePageFill(request), request.signal);
  }

  streamImport(request: TextRequest): AsyncIterable<string> {
    return this.chunks(() => outlineFromText(request.text, request.locale), request.signal);
  }

  streamChat(request: ChatTextRequest): AsyncIterable<string> {
    return this.chunks(
      () =>
        request.type === CHAT_OUTLINE_TYPE
          ? outlineFromText(request.text, request.locale)
          : summarizeText(request.text),
      request.signal,
    );
  }

  async *streamEdit(request: EditRequest): AsyncIterable<string> {
    const { locale, to, slide } = request;
    const lines = await offlineEdit(request.action, request.text, {
      locale,
      ...(to ? { to } : {}),
    });
    const text = lines.map((line) => `${slide ? '* ' : ''}${line}\n`).join('');
    yield* streamInChunks(text, request.signal, this.chunkDelayMs);
  }

  /** Composes lazily, so that a rule's AppError (5405) surfaces while the stream is read. */
  private async *chunks(compose: () => string, signal: AbortSignal): AsyncIterable<string> {
    yield* streamInChunks(compose(), signal, this.chunkDelayMs);
  }
}
