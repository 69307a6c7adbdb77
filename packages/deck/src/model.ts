// zod/mini: the same schemas, but tree-shaken in the browser editor (docs/decisions.md).
import * as z from 'zod/mini';
import { DeckError } from './errors.js';
import { IMAGE_SRC } from './image-src.js';

/**
 * The deck document: a laid-out scene on a fixed logical canvas measured in points (1/72 in).
 * Every renderer (PPTX now; SVG, PNG and PDF later) reads this document and nothing else.
 *
 * The document carries a version number. A change to its shape bumps DECK_VERSION and adds a
 * step to UPGRADES, so documents saved by older builds keep opening (see migrateDeck).
 */
export const DECK_VERSION = 3;

/** 16:9 at 13.333 x 7.5 inches, the size PowerPoint calls "Widescreen". */
export const PAGE_WIDTH = 960;
export const PAGE_HEIGHT = 540;

const hexColor = z.string().check(z.regex(/^[0-9A-Fa-f]{6}$/, 'a colour is six hex digits, no #'));
// zod 4 numbers are finite: Infinity and NaN never pass.
const coordinate = z.number();
const extent = z.number().check(z.gte(0));
const id = z.string().check(z.minLength(1));
const frame = { x: coordinate, y: coordinate, w: extent, h: extent };
/**
 * Degrees clockwise about the frame's centre (PowerPoint's rotation). Text, shapes, icons and
 * images turn; tables and charts do not (PowerPoint ignores a table's rotation).
 */
const rotate = { rotate: z.optional(z.number().check(z.gte(-360), z.lte(360))) };
const fontRole = z.enum(['heading', 'body']);

export const textRunSchema = z.object({
  text: z.string(),
  /** Font size in points. */
  size: z.number().check(z.gt(0), z.lte(400)),
  color: hexColor,
  bold: z.optional(z.boolean()),
  /** A font chosen by the user for every script; without it the theme's font pair applies. */
  fontFace: z.optional(z.string().check(z.minLength(1))),
});

export const paragraphSchema = z.object({ runs: z.array(textRunSchema) });

export const textElementSchema = z.object({
  type: z.literal('text'),
  id,
  ...frame,
  ...rotate,
  /** Which of the theme's font pairs (Latin + East Asian) the runs use. */
  font: fontRole,
  paragraphs: z.array(paragraphSchema),
  align: z.enum(['left', 'center', 'right']),
  valign: z.enum(['top', 'middle', 'bottom']),
  /** Each paragraph is a bulleted item; `indent` is the gap from bullet to text in points. */
  bullet: z.optional(z.object({ indent: extent })),
  /** Exact line pitch as a multiple of the largest run size in the paragraph. */
  lineHeight: z.number().check(z.gte(1), z.lte(3)),
  /** Space before each paragraph, in points. */
  paragraphSpacing: extent,
  /** Inner padding on all four sides, in points. */
  inset: extent,
});

export const shapeElementSchema = z.object({
  type: z.literal('shape'),
  id,
  ...frame,
  ...rotate,
  /** A line runs from (x, y) to (x + w, y + h). */
  geometry: z.enum(['rect', 'roundRect', 'ellipse', 'line', 'triangle', 'chevron']),
  /** Corner radius in points (roundRect only). */
  radius: z.optional(extent),
  fill: z.optional(
    z.object({
      color: hexColor,
      transparency: z.optional(z.number().check(z.gte(0), z.lte(100))),
    }),
  ),
  line: z.optional(z.object({ color: hexColor, width: z.number().check(z.gt(0), z.lte(100)) })),
});

/** A glyph from the engine's built-in icon set (see icons.ts), drawn in one colour. */
export const iconElementSchema = z.object({
  type: z.literal('icon'),
  id,
  ...frame,
  ...rotate,
  name: z.string().check(z.minLength(1)),
  color: hexColor,
});

const cellText = z.string().check(z.maxLength(2000));

/** A table of plain-text cells; the first row is a header when `header` is set. */
export const tableElementSchema = z.object({
  type: z.literal('table'),
  id,
  ...frame,
  rows: z.array(z.array(cellText).check(z.minLength(1))).check(z.minLength(1)),
  header: z.boolean(),
  /** Column widths in points; they sum to w. */
  columnWidths: z.array(extent).check(z.minLength(1)),
  /** Row heights in points; they sum to h. */
  rowHeights: z.array(extent).check(z.minLength(1)),
  font: fontRole,
  size: z.number().check(z.gt(0), z.lte(200)),
  color: hexColor,
  headerColor: hexColor,
  headerFill: hexColor,
  /** Fill of every other body row. */
  bandFill: z.optional(hexColor),
  borderColor: hexColor,
});

/** A simple chart: one series of non-negative values over categories. */
export const chartElementSchema = z.object({
  type: z.literal('chart'),
  id,
  ...frame,
  kind: z.enum(['bar', 'column', 'pie']),
  categories: z.array(z.string().check(z.maxLength(200))).check(z.minLength(1), z.maxLength(24)),
  values: z.array(extent).check(z.minLength(1), z.maxLength(24)),
  /** One colour per category (pie) or one for all bars. */
  colors: z.array(hexColor).check(z.minLength(1)),
  labelColor: hexColor,
  /** Unit appended to value labels ('%', '万', ...). */
  unit: z.string().check(z.maxLength(8)),
});

const hidden = z.number().check(z.gte(0), z.lte(1));

/** Fractions of the source picture hidden on each side; what is left is never empty. */
export const imageCropSchema = z
  .object({ left: hidden, top: hidden, right: hidden, bottom: hidden })
  .check(
    z.refine((crop) => crop.left + crop.right < 1 && crop.top + crop.bottom < 1, {
      message: 'a crop leaves part of the picture',
    }),
  );

/**
 * A picture (uploaded to the record, or an illustration the engine draws), shown inside its
 * frame and never stretched: the part left by `crop` (the whole picture without one) is cut
 * further, about its centre, to the frame's proportions, so it covers the frame (see fitImage,
 * render/image.ts).
 */
export const imageElementSchema = z.object({
  type: z.literal('image'),
  id,
  ...frame,
  ...rotate,
  /**
   * `attachment:<uuid>` (an attachment of the deck's record) or `illustration:<scene>:<seed>`
   * (drawn by the engine in the theme); never a URL or a path.
   */
  src: z
    .string()
    .check(
      z.regex(IMAGE_SRC, 'an image source is attachment:<uuid> or illustration:<scene>:<seed>'),
    ),
  crop: z.optional(imageCropSchema),
});

export const deckElementSchema = z.discriminatedUnion('type', [
  textElementSchema,
  shapeElementSchema,
  iconElementSchema,
  tableElementSchema,
  chartElementSchema,
  imageElementSchema,
]);

export const slideSchema = z.object({
  id,
  /** The layout that produced the slide ('cover', 'toc', 'divider', 'content', 'closing', ...). */
  layout: z.string().check(z.minLength(1)),
  /** Overrides the theme background. */
  background: z.optional(z.object({ color: hexColor })),
  /** Show the slide number field in the footer. */
  showSlideNumber: z.optional(z.boolean()),
  elements: z.array(deckElementSchema),
  /** Speaker notes, plain text. */
  notes: z.string(),
});

export const deckSchema = z
  .object({
    version: z.literal(DECK_VERSION),
    title: z.string(),
    themeId: z.string().check(z.minLength(1)),
    page: z.object({
      width: z.number().check(z.gt(0)),
      height: z.number().check(z.gt(0)),
    }),
    slides: z.array(slideSchema),
  })
  .check(
    z.superRefine((deck, ctx) => {
      const seen = new Set<string>();
      for (const slide of deck.slides) {
        if (seen.has(slide.id))
          ctx.addIssue({ code: 'custom', message: `duplicate slide ${slide.id}`, input: slide.id });
        seen.add(slide.id);
      }
    }),
  );

export type TextRun = z.infer<typeof textRunSchema>;
export type Paragraph = z.infer<typeof paragraphSchema>;
export type TextElement = z.infer<typeof textElementSchema>;
export type ShapeElement = z.infer<typeof shapeElementSchema>;
export type IconElement = z.infer<typeof iconElementSchema>;
export type TableElement = z.infer<typeof tableElementSchema>;
export type ChartElement = z.infer<typeof chartElementSchema>;
export type ImageCrop = z.infer<typeof imageCropSchema>;
export type ImageElement = z.infer<typeof imageElementSchema>;
export type DeckElement = z.infer<typeof deckElementSchema>;
export type Slide = z.infer<typeof slideSchema>;
export type DeckDocument = z.infer<typeof deckSchema>;
export type FontRole = TextElement['font'];

type DeckJson = Record<string, unknown>;

/** UPGRADES[n] turns a version-n document into a version-(n + 1) document. */
const UPGRADES: Readonly<Record<number, (doc: DeckJson) => DeckJson>> = {
  // Version 2 added icon, table and chart elements and more shape geometries: a version-1
  // document is a valid version-2 document as it stands.
  1: (doc) => doc,
  // Version 3 added rotation (text, shapes, icons) and image elements, both optional or new:
  // a version-2 document is a valid version-3 document as it stands.
  2: (doc) => doc,
};

function invalidDeck(reason: string): DeckError {
  return new DeckError('invalid-deck', `invalid deck document: ${reason}`);
}

function isJsonObject(value: unknown): value is DeckJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidDeck('not JSON');
  }
}

/**
 * Loads a stored deck (an object or its JSON text) of any known version and returns it at the
 * current version. A document from a newer build, or one that fails validation, is a
 * DeckError 'invalid-deck'.
 */
export function migrateDeck(json: unknown): DeckDocument {
  const value = typeof json === 'string' ? parseJsonText(json) : json;
  if (!isJsonObject(value)) throw invalidDeck('not an object');
  const { version } = value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw invalidDeck('missing or malformed version');
  }
  if (version > DECK_VERSION) {
    throw invalidDeck(`version ${version} is newer than this build supports (${DECK_VERSION})`);
  }
  let doc = value;
  for (let from = version; from < DECK_VERSION; from++) {
    const upgrade = UPGRADES[from];
    if (!upgrade) throw invalidDeck(`no upgrade from version ${from}`);
    doc = { ...upgrade(doc), version: from + 1 };
  }
  const parsed = deckSchema.safeParse(doc);
  if (!parsed.success) throw invalidDeck(z.prettifyError(parsed.error));
  return parsed.data;
}
