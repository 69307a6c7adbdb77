/**
 * Characters that carry no meaning for matching: white space (incl. the ideographic space),
 * punctuation, symbols, marks (variation selectors, combining accents) and format characters
 * such as zero-width spaces. People put them between the characters of a word to slip it past
 * a filter (赌 博, 赌.博, 赌\u200b博).
 */
const IGNORED = /[\s\p{P}\p{S}\p{Z}\p{M}\p{Cf}]/u;

/**
 * One character of input in matching form: NFKC (full-width letters and digits become
 * half-width, compatibility forms are unfolded), lower case, ignored characters dropped. May
 * return '' (ignored) or, for a compatibility ligature, several characters.
 */
export function normalizeChar(ch: string): string {
  const code = ch.codePointAt(0)!;
  // Fast paths: ASCII and the CJK Unified Ideographs need no Unicode normalisation.
  if (code < 0x80) return /[a-z0-9]/i.test(ch) ? ch.toLowerCase() : '';
  if (code >= 0x4e00 && code <= 0x9fff) return ch;
  let out = '';
  for (const c of ch.normalize('NFKC').toLowerCase()) if (!IGNORED.test(c)) out += c;
  return out;
}

/** The whole text in matching form (what the automaton sees). */
export function normalizeText(text: string): string {
  let out = '';
  for (const ch of text) out += normalizeChar(ch);
  return out;
}

/**
 * An Aho–Corasick automaton over normalised code points: finds any of many words in one pass,
 * in time linear in the text, whatever the number of words. Each state records the word that
 * ends there, either its own or one reached through its failure links.
 */
export class WordMatcher {
  private readonly next: Map<string, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  /** Index of a word ending at each state, or -1. */
  private readonly hit: number[] = [-1];
  readonly words: readonly string[];

  constructor(words: Iterable<string>) {
    this.words = [...words];
    this.words.forEach((word, index) => this.insert(normalizeText(word), index));
    this.link();
  }

  private insert(word: string, index: number): void {
    if (!word) return;
    let state = 0;
    for (const ch of word) {
      let to = this.next[state]!.get(ch);
      if (to === undefined) {
        to = this.next.length;
        this.next.push(new Map());
        this.fail.push(0);
        this.hit.push(-1);
        this.next[state]!.set(ch, to);
      }
      state = to;
    }
    if (this.hit[state] === -1) this.hit[state] = index;
  }

  /** Failure links breadth first, so each state's link is final before its children need it. */
  private link(): void {
    const queue = [...this.next[0]!.values()];
    for (let i = 0; i < queue.length; i++) {
      const state = queue[i]!;
      for (const [ch, child] of this.next[state]!) {
        const target = this.step(this.fail[state]!, ch);
        this.fail[child] = target;
        if (this.hit[child] === -1) this.hit[child] = this.hit[target]!;
        queue.push(child);
      }
    }
  }

  /** The state after reading one normalised character. */
  step(state: number, ch: string): number {
    let from = state;
    for (;;) {
      const to = this.next[from]!.get(ch);
      if (to !== undefined) return to;
      if (from === 0) return 0;
      from = this.fail[from]!;
    }
  }

  /** The word ending at `state`, if any. */
  wordAt(state: number): string | null {
    const index = this.hit[state]!;
    return index === -1 ? null : this.words[index]!;
  }

  /** A scanner that can be fed text in pieces (a model's stream), matching across the seams. */
  scanner(): WordScanner {
    return new WordScanner(this);
  }

  /** The first listed word found in `text`, or null. */
  find(text: string): string | null {
    return this.scanner().push(text);
  }
}

/** Incremental matching: the automaton state is kept between pieces of text. */
export class WordScanner {
  private state = 0;
  private found: string | null = null;

  constructor(private readonly matcher: WordMatcher) {}

  /** Feeds more text; returns the first word found so far (and keeps returning it), or null. */
  push(text: string): string | null {
    if (this.found) return this.found;
    for (const raw of text) {
      for (const ch of normalizeChar(raw)) {
        this.state = this.matcher.step(this.state, ch);
        const word = this.matcher.wordAt(this.state);
        if (word) {
          this.found = word;
          return word;
        }
      }
    }
    return null;
  }
}
