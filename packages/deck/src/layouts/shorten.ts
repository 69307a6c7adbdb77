import { fitsInFrame, splitToFit, type TextFrame, type TextMeasurer } from '../text-fit.js';

/** Where a clause ends: Chinese punctuation, or English punctuation before a space. */
const CLAUSE_END = /[，。、；：？！,;:.?!—]/u;
/** Punctuation a shortened text does not end with (a comma or colon left hanging). */
const TRAILING_PAUSE = /[，、；：,;:—\s]+$/u;

/**
 * The text's first clauses, as many as fit the frame at `size`, never cut inside a clause and
 * never ended with '…' (issue 16, item 3); undefined when even the first clause does not fit.
 */
export function leadingClauses(
  text: string,
  size: number,
  frame: TextFrame,
  measurer: TextMeasurer,
): string | undefined {
  const chars = [...text];
  let best: string | undefined;
  for (let index = 0; index < chars.length - 1; index++) {
    const char = chars[index] ?? '';
    if (!CLAUSE_END.test(char)) continue;
    // English punctuation ends a clause only before a space ('3.5', 'e.g' stay whole).
    if (char.charCodeAt(0) < 0x80 && char !== '—' && !/\s/u.test(chars[index + 1] ?? '')) {
      continue;
    }
    const head = chars
      .slice(0, index + 1)
      .join('')
      .replace(TRAILING_PAUSE, '')
      .trim();
    if (!head) continue;
    if (!fitsInFrame([head], size, frame, measurer)) break;
    best = head;
  }
  return best;
}

/**
 * A text too long for its frame, shortened without '…': its first clauses that fit, or, when
 * even the first clause is too long, its head up to the last whole word that fits.
 */
export function shortenedText(
  text: string,
  size: number,
  frame: TextFrame,
  measurer: TextMeasurer,
): string {
  if (fitsInFrame([text], size, frame, measurer)) return text;
  return (
    leadingClauses(text, size, frame, measurer) ??
    splitToFit(text, size, frame, measurer)[0].replace(TRAILING_PAUSE, '')
  );
}
