import { sentences } from '../../providers/llm/offline-import.js';

/** The offline composer's sentence splitter (after 。！？；, and after '.;' before a space). */
export { sentences as splitSentences };

/** Length in code points (what the outline limits count). */
export const codePoints = (text: string): number => Array.from(text).length;

/**
 * Text cut to `max` code points: the first sentence when it fits, else a hard cut with an
 * ellipsis. Never splits a surrogate pair.
 */
export function capText(text: string, max: number): string {
  if (text.length <= max || codePoints(text) <= max) return text;
  const first = sentences(text)[0];
  if (first && codePoints(first) <= max) return first;
  return `${Array.from(text)
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
