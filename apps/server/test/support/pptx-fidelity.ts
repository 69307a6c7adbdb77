import type { DeckDocument } from '@slidecraft/deck';
import { convertPptxToPdf } from '@slidecraft/deck/testing';
import { compareFacts, type CompareOptions } from './pptx-fidelity-compare.js';
import { deckFacts } from './pptx-fidelity-deck.js';
import { normaliseText } from './pptx-fidelity-facts.js';
import { pptxFacts } from './pptx-fidelity-pptx.js';

/**
 * The PPTX import fidelity harness: a test hands it an original .pptx and what the import made
 * of it (and the .pptx exported from that), and it answers the differences a user would notice.
 *
 *   pptxFacts(bytes)            per-slide texts, counts and frames read from the file itself
 *   deckFacts(deck)             the same read from a deck document
 *   compareFacts(a, b)          the differences, empty when faithful
 *   libreOfficeText(bytes)      LibreOffice's rendering of a file, as text per page
 *   compareRenderedText(a, b)   the differences between two such renderings
 *   importDifferences(...)      all of the above for one ImportedPptx
 *
 * The corpus it is meant for is test/fixtures/pptx-corpus (see its README.md): corpusFiles,
 * readCorpusDeck and corpusManifest (which program wrote each file, and what the corpus script
 * put in its own decks).
 */
export { compareFacts, type CompareOptions } from './pptx-fidelity-compare.js';
export {
  CORPUS_DIR,
  corpusFiles,
  corpusManifest,
  expectedFacts,
  readCorpusDeck,
  type CorpusEntry,
} from './pptx-fidelity-corpus.js';
export { deckFacts } from './pptx-fidelity-deck.js';
export { pptxFacts } from './pptx-fidelity-pptx.js';
export {
  slideFacts,
  type BackgroundFact,
  type DeckFacts,
  type FrameFact,
  type FrameKind,
  type SlideFacts,
} from './pptx-fidelity-facts.js';
export { hasLibreOffice } from '@slidecraft/deck/testing';

/**
 * What importPptxDeck answers (apps/server/src/modules/import/deck/), as far as the harness
 * reads it: declared here so the harness does not depend on the reader it measures.
 */
export interface ImportedPptxLike {
  deck: DeckDocument;
  pictures: ReadonlyArray<{ src: string; bytes: Uint8Array }>;
  report: {
    slides: number;
    elements: number;
    /** What was kept as a picture of itself (`picture`), drawn as a near shape, or dropped. */
    notes: ReadonlyArray<{ slide: number; kind: string; outcome: string; reason: string }>;
  };
}

/**
 * The text LibreOffice renders for each page of a .pptx (converted to PDF and read back with
 * pdftotext), whitespace collapsed. Each call uses a LibreOffice profile of its own, so calls
 * may run side by side. Needs soffice, pdfinfo and pdftotext: see hasLibreOffice.
 */
export async function libreOfficeText(pptx: Uint8Array): Promise<string[]> {
  const { pages, text } = await convertPptxToPdf(pptx);
  // pdftotext ends every page with a form feed.
  const texts = text.split('\f').slice(0, pages).map(normaliseText);
  while (texts.length < pages) texts.push('');
  return texts;
}

/** Words, and each Han character alone (Chinese has no spaces to split at). */
/**
 * Bullet glyphs are not words: LibreOffice writes a Symbol-font bullet as a private-use
 * character or none at all, and the same bullet written as U+2022 as that character.
 */
const BULLET = /^[•▪➢✔●■❑❖◆\u{F000}-\u{F0FF}]$/u;
const tokens = (page: string) =>
  (page.match(/\p{Script=Han}|[^\s\p{Script=Han}]+/gu) ?? []).filter((t) => !BULLET.test(t));

/** What `a` has more of than `b`, counted. */
function surplus(a: string[], b: string[]): string[] {
  const pool = new Map<string, number>();
  for (const token of b) pool.set(token, (pool.get(token) ?? 0) + 1);
  return a.filter((token) => {
    const count = pool.get(token) ?? 0;
    pool.set(token, count - 1);
    return count <= 0;
  });
}

const sample = (words: string[]) =>
  `“${words.slice(0, 12).join(' ')}${words.length > 12 ? ' ...' : ''}”`;

/**
 * The differences between two renderings (libreOfficeText): the page count, and per page the
 * words one has that the other lacks. Word order is not compared: a box that wraps its lines
 * elsewhere changes the order pdftotext reads them in, not what the page says.
 */
export function compareRenderedText(original: string[], imported: string[]): string[] {
  const out: string[] = [];
  if (original.length !== imported.length)
    out.push(
      `${original.length} pages rendered from the original, ${imported.length} from the import`,
    );
  for (let i = 0; i < Math.min(original.length, imported.length); i++) {
    const [a, b] = [tokens(original[i]!), tokens(imported[i]!)];
    const lost = surplus(a, b);
    const added = surplus(b, a);
    if (lost.length > 0) out.push(`page ${i + 1}: missing ${sample(lost)}`);
    if (added.length > 0) out.push(`page ${i + 1}: not in the original ${sample(added)}`);
  }
  return out;
}

/** The pictures the deck shows (elements and backgrounds) that the import has no bytes for. */
function picturesWithoutBytes(imported: ImportedPptxLike): string[] {
  const held = new Set(imported.pictures.map((picture) => picture.src));
  return imported.deck.slides.flatMap((slide, index) => {
    const sources = slide.elements.flatMap((element) =>
      element.type === 'image' ? [element.src] : [],
    );
    if (slide.background?.image) sources.push(slide.background.image);
    return sources
      .filter((src) => src.startsWith('attachment:') && !held.has(src))
      .map((src) => `slide ${index + 1}: picture ${src} has no bytes in the import`);
  });
}

/**
 * Everything the harness can say about one import without LibreOffice: the original's facts
 * against the imported deck's (the report's `picture` notes excused as CompareOptions.pictured), the report's
 * counts against the deck, every picture's bytes, and, given `exported` (the .pptx written
 * from the imported deck), the original's facts against the exported file's.
 */
export async function importDifferences(
  original: Uint8Array,
  imported: ImportedPptxLike,
  options: CompareOptions & { exported?: Uint8Array } = {},
): Promise<string[]> {
  const facts = await pptxFacts(original);
  const pictured = imported.report.notes.filter((note) => note.outcome === 'picture');
  const compare = { pictured, ...options };
  const out = compareFacts(facts, deckFacts(imported.deck), compare);
  const elements = imported.deck.slides.reduce((sum, slide) => sum + slide.elements.length, 0);
  if (imported.report.slides !== imported.deck.slides.length)
    out.push(
      `the report counts ${imported.report.slides} slides, the deck has ${imported.deck.slides.length}`,
    );
  if (imported.report.elements !== elements)
    out.push(`the report counts ${imported.report.elements} elements, the deck has ${elements}`);
  out.push(...picturesWithoutBytes(imported));
  if (options.exported) {
    const exported = compareFacts(facts, await pptxFacts(options.exported), compare);
    out.push(...exported.map((difference) => `exported: ${difference}`));
  }
  return out;
}
