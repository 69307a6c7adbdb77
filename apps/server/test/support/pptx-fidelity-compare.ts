import {
  slideFacts,
  type DeckFacts,
  type FrameFact,
  type SlideFacts,
} from './pptx-fidelity-facts.js';

export interface CompareOptions {
  /**
   * Allowed frame deviation, as a fraction of the page width (x, w) and height (y, h): 0.01.
   * Frames are compared in fractions of each side's own page, so a deck scaled to another
   * page size still matches.
   */
  tolerance?: number;
  /** Leave out the original's layout and master shapes (an import that does not copy them). */
  ignoreInherited?: boolean;
  /**
   * Elements the import drew as pictures (ImportedPptx's report.pictured): each entry lets one
   * element of its slide (1-based) be an imported picture in the same frame, whose texts are
   * then not looked for.
   */
  pictured?: ReadonlyArray<{ slide: number }>;
}

type Page = DeckFacts['page'];

const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}...` : text}”`;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function describe(frame: FrameFact, page: Page): string {
  const text = frame.texts.length > 0 ? ` ${quote(frame.texts.join(' '))}` : '';
  const where =
    `x ${percent(frame.x / page.width)}, y ${percent(frame.y / page.height)}, ` +
    `w ${percent(frame.w / page.width)}, h ${percent(frame.h / page.height)} of the page`;
  return `${frame.kind}${text} (${where})`;
}

/** The largest difference of the two frames' sides, in fractions of their pages. */
function deviation(a: FrameFact, pageA: Page, b: FrameFact, pageB: Page): number {
  return Math.max(
    Math.abs(a.x / pageA.width - b.x / pageB.width),
    Math.abs(a.w / pageA.width - b.w / pageB.width),
    Math.abs(a.y / pageA.height - b.y / pageB.height),
    Math.abs(a.h / pageA.height - b.h / pageB.height),
  );
}

interface Pairing {
  pairs: Array<{ original: FrameFact; imported: FrameFact; off: number }>;
  lost: FrameFact[];
  added: FrameFact[];
  /** Original frames that match an imported picture through `pictured`. */
  pictured: FrameFact[];
}

/**
 * Pairs frames nearest first: of the same kind and texts; then (up to `picturedAllowance`) any
 * kind against a picture within the tolerance; then of the same kind.
 */
function pairFrames(
  original: FrameFact[],
  imported: FrameFact[],
  pages: [Page, Page],
  tolerance: number,
  picturedAllowance: number,
): Pairing {
  const left = new Set(original);
  const free = new Set(imported);
  const result: Pairing = { pairs: [], lost: [], added: [], pictured: [] };
  const pass = (fits: (a: FrameFact, b: FrameFact, off: number) => boolean, limit = Infinity) => {
    const candidates: Array<{ a: FrameFact; b: FrameFact; off: number }> = [];
    for (const a of left)
      for (const b of free) {
        const off = deviation(a, pages[0], b, pages[1]);
        if (fits(a, b, off)) candidates.push({ a, b, off });
      }
    candidates.sort((p, q) => p.off - q.off);
    const taken: typeof candidates = [];
    for (const candidate of candidates) {
      if (taken.length >= limit) break;
      if (!left.has(candidate.a) || !free.has(candidate.b)) continue;
      left.delete(candidate.a);
      free.delete(candidate.b);
      taken.push(candidate);
    }
    return taken;
  };
  const sameTexts = (a: FrameFact, b: FrameFact) => a.texts.join(' ') === b.texts.join(' ');
  const exact = pass((a, b) => a.kind === b.kind && sameTexts(a, b));
  const asPictures = pass(
    (a, b, off) => b.kind === 'picture' && a.kind !== 'picture' && off <= tolerance,
    picturedAllowance,
  );
  const sameKind = pass((a, b) => a.kind === b.kind);
  for (const { a, b, off } of [...exact, ...sameKind])
    result.pairs.push({ original: a, imported: b, off });
  result.pictured = asPictures.map(({ a }) => a);
  result.lost = [...left];
  result.added = [...free];
  return result;
}

/** The texts of `wanted` that `available` lacks (counted, so a lost duplicate shows). */
function missingTexts(wanted: string[], available: string[]): string[] {
  const pool = new Map<string, number>();
  for (const text of available) pool.set(text, (pool.get(text) ?? 0) + 1);
  const left = wanted.filter((text) => {
    const count = pool.get(text) ?? 0;
    if (count > 0) pool.set(text, count - 1);
    return count === 0;
  });
  // A text broken or joined otherwise (a line break read as a new paragraph) still counts when
  // the other side's texts, joined, contain it.
  const joined = available.join(' ');
  return left.filter((text) => !joined.includes(text));
}

function compareSlide(
  n: number,
  originalSlide: SlideFacts,
  importedSlide: SlideFacts,
  pages: [Page, Page],
  options: CompareOptions,
): string[] {
  const tolerance = options.tolerance ?? 0.01;
  const kept = options.ignoreInherited
    ? originalSlide.frames.filter((frame) => frame.from === 'slide')
    : originalSlide.frames;
  // Texts and counts are taken from the frames again: they are what the facts stand on.
  const imported = slideFacts(importedSlide.frames, importedSlide.background);
  const allowance = (options.pictured ?? []).filter((entry) => entry.slide === n).length;
  const pairing = pairFrames(kept, imported.frames, pages, tolerance, allowance);
  // A pictured element is a picture now: its texts are not looked for, and it counts as one.
  const original = slideFacts(
    kept.map((frame) =>
      pairing.pictured.includes(frame) ? { ...frame, kind: 'picture', texts: [] } : frame,
    ),
    originalSlide.background,
  );
  const out: string[] = [];
  const at = `slide ${n}:`;
  for (const text of missingTexts(original.texts, imported.texts))
    out.push(`${at} text missing: ${quote(text)}`);
  for (const text of missingTexts(imported.texts, original.texts))
    out.push(`${at} text not in the original: ${quote(text)}`);
  for (const key of ['pictures', 'charts', 'tables'] as const)
    if (original[key] !== imported[key])
      out.push(`${at} ${original[key]} ${key} in the original, ${imported[key]} imported`);
  out.push(...compareBackgrounds(at, original, imported));
  for (const { original: a, imported: b, off } of pairing.pairs)
    if (off > tolerance)
      out.push(
        `${at} ${describe(a, pages[0])} is off by ${percent(off)} of the page: imported at ${describe(b, pages[1])}`,
      );
  for (const frame of pairing.lost) out.push(`${at} ${describe(frame, pages[0])} was not imported`);
  for (const frame of pairing.added)
    out.push(`${at} imported ${describe(frame, pages[1])} matches nothing in the original`);
  return out;
}

function compareBackgrounds(at: string, original: SlideFacts, imported: SlideFacts): string[] {
  const a = original.background;
  const b = imported.background;
  if (a.picture !== b.picture)
    return [`${at} background picture ${a.picture ? 'lost' : 'added'} by the import`];
  if (!a.picture && a.color && b.color && a.color !== b.color)
    return [`${at} background colour ${a.color} in the original, ${b.color} imported`];
  return [];
}

/**
 * The differences a user would notice between an original and its import, one sentence each:
 * a slide or text missing or added, a count of pictures, charts or tables that differs, a
 * background lost, an element that moved or changed size by more than the tolerance, or that
 * has no counterpart. Frames are matched by kind and text, nearest first, never by order.
 * Empty when the import is faithful.
 */
export function compareFacts(
  original: DeckFacts,
  imported: DeckFacts,
  options: CompareOptions = {},
): string[] {
  const out: string[] = [];
  const [a, b] = [original.slides.length, imported.slides.length];
  if (a !== b) out.push(`${a} slides in the original, ${b} imported`);
  const ratio = (page: Page) => page.width / page.height;
  if (Math.abs(ratio(original.page) / ratio(imported.page) - 1) > (options.tolerance ?? 0.01))
    out.push(
      `page ${original.page.width} x ${original.page.height} pt in the original, ` +
        `${imported.page.width} x ${imported.page.height} pt imported`,
    );
  const pages: [Page, Page] = [original.page, imported.page];
  for (let i = 0; i < Math.min(a, b); i++)
    out.push(...compareSlide(i + 1, original.slides[i]!, imported.slides[i]!, pages, options));
  return out;
}
