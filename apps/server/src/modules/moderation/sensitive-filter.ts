import { AppError, ErrorCode } from '@slidecraft/contract';
import { WordMatcher, type WordScanner } from './word-matcher.js';
import { SENSITIVE_WORDS, type SensitiveCategory } from './sensitive-words.js';

/** Where a phrase comes from: a category of the built-in list, or the operator's own file. */
export type SensitiveSource = SensitiveCategory | 'operator';

export interface SensitiveHit {
  word: string;
  category: SensitiveSource;
}

const builtIn = new Map<string, SensitiveSource>();
for (const [category, words] of Object.entries(SENSITIVE_WORDS) as [
  SensitiveCategory,
  readonly string[],
][]) {
  for (const word of words) builtIn.set(word, category);
}

/** The phrases in force: the built-in list plus the operator's (SENSITIVE_WORDS_FILE). */
let categoryOf: ReadonlyMap<string, SensitiveSource> = builtIn;

/** Built on first use (about a millisecond) and shared: the automaton is read-only. */
let matcher: WordMatcher | undefined;
function sensitiveMatcher(): WordMatcher {
  matcher ??= new WordMatcher(categoryOf.keys());
  return matcher;
}

/**
 * Puts an operator's phrases in force next to the built-in list (replacing the operator's
 * previous ones): the new automaton is built first and swapped in one assignment, so a check
 * running meanwhile sees either list whole.
 */
export function useOperatorWords(phrases: readonly string[]): void {
  const next = new Map(builtIn);
  for (const phrase of phrases) if (!next.has(phrase)) next.set(phrase, 'operator');
  const built = new WordMatcher(next.keys());
  categoryOf = next;
  matcher = built;
}

const hitOf = (word: string | null): SensitiveHit | null =>
  word ? { word, category: categoryOf.get(word) ?? 'operator' } : null;

/** The first listed sensitive phrase in `text` (normalised: width, case, spacing), or null. */
export function findSensitiveWord(text: string): SensitiveHit | null {
  return hitOf(sensitiveMatcher().find(text));
}

/**
 * Throws AppError 5401 when `text` holds a listed phrase. The client sees only the catalogue
 * message; the log gets the category, never the phrase or the text.
 */
export function assertNoSensitiveWords(text: string): void {
  const hit = findSensitiveWord(text);
  if (hit) throw new AppError(ErrorCode.SENSITIVE_WORDS, `sensitive words (${hit.category})`);
}

/**
 * For text that arrives in pieces (a model's stream): `push` each piece before it is sent on;
 * it throws 5401 as soon as the text so far holds a listed phrase, also one split across
 * pieces. One guard per stream.
 */
export class SensitiveStreamGuard {
  private readonly scanner: WordScanner = sensitiveMatcher().scanner();

  push(piece: string): void {
    const hit = hitOf(this.scanner.push(piece));
    if (hit) throw new AppError(ErrorCode.SENSITIVE_WORDS, `sensitive words (${hit.category})`);
  }
}
