import { setTimeout as sleep } from 'node:timers/promises';
import type { PageLimit } from '@slidecraft/contract';
import type { OutlineRequest, OutlineWriter } from './llm.js';
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
 * The offline outline composer: answers when no model is configured, streaming its text in
 * small chunks so that the client behaves exactly as with a real model.
 */
export class OfflineOutlineComposer implements OutlineWriter {
  readonly offline = true;

  constructor(private readonly chunkDelayMs = 12) {}

  async *streamOutline(request: OutlineRequest): AsyncIterable<string> {
    const text = composeOutline(request.topic, request);
    const chars = Array.from(text);
    for (let i = 0; i < chars.length; i += 8) {
      if (request.signal.aborted) return;
      yield chars.slice(i, i + 8).join('');
      if (this.chunkDelayMs > 0)
        await sleep(this.chunkDelayMs, undefined, { signal: request.signal }).catch(
          () => undefined,
        );
    }
  }
}
