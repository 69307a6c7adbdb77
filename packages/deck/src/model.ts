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
export const DECK_VERSION = 4;

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
/**
 * Elements drawn from one group of an imported deck share its id: they are placed on the page
 * each on its own (the group's transform applied) and written back to PPTX as one group.
 */
const group = { group: z.optional(id) };
const flip = { flipH: z.optional(z.boolean()), flipV: z.optional(z.boolean()) };
const fillSchema = z.object({
  color: hexColor,
  transparency: z.optional(z.number().check(z.gte(0), z.lte(100))),
});
export const lineDashes = ['solid', 'dash', 'dot'] as const;
const lineSchema = z.object({
  color: hexColor,
  width: z.number().check(z.gt(0), z.lte(100)),
  dash: z.optional(z.enum(lineDashes)),
  /** An arrow head at the line's start (x, y) or end (x + w, y + h). */
  headArrow: z.optional(z.boolean()),
  tailArrow: z.optional(z.boolean()),
});
const align = z.enum(['left', 'center', 'right', 'justify']);

export const textRunSchema = z.object({
  text: z.string(),
  /** Font size in points. */
  size: z.number().check(z.gt(0), z.lte(400)),
  color: hexColor,
  bold: z.optional(z.boolean()),
  italic: z.optional(z.boolean()),
  underline: z.optional(z.boolean()),
  strike: z.optional(z.boolean()),
  /** A font chosen by the user for every script; without it the theme's font pair applies. */
  fontFace: z.optional(z.string().check(z.minLength(1))),
});

/**
 * One paragraph. Its own `align`, `bullet`, `level` and spacing override the element's (an
 * imported text box mixes them; the engine's layouts leave them out).
 */
export const paragraphSchema = z.object({
  runs: z.array(textRunSchema),
  align: z.optional(align),
  /** Indent level, 0 (outermost) to 8; each level moves the paragraph in by `indent`. */
  level: z.optional(z.int().check(z.gte(0), z.lte(8))),
  /** A bullet character, or numbering from `start` (1. 2. 3.), or none when `none` is set. */
  bullet: z.optional(
    z.object({
      char: z.optional(z.string().check(z.minLength(1), z.maxLength(4))),
      numbered: z.optional(z.boolean()),
      start: z.optional(z.int().check(z.gte(1), z.lte(9999))),
      none: z.optional(z.boolean()),
      /** Gap from the bullet to the text, in points. */
      indent: z.optional(extent),
      color: z.optional(hexColor),
    }),
  ),
  /** Space before and after, in points (the element's paragraphSpacing when left out). */
  spaceBefore: z.optional(extent),
  spaceAfter: z.optional(extent),
  /** Line pitch as a multiple of the largest run size (the element's when left out). */
  lineHeight: z.optional(z.number().check(z.gte(0.5), z.lte(3))),
});

const textBody = {
  /** Which of the theme's font pairs (Latin + East Asian) the runs use. */
  font: fontRole,
  paragraphs: z.array(paragraphSchema),
  align: z.enum(['left', 'center', 'right']),
  valign: z.enum(['top', 'middle', 'bottom']),
  /** Each paragraph is a bulleted item; `indent` is the gap from bullet to text in points. */
  bullet: z.optional(z.object({ indent: extent })),
  /** Exact line pitch as a multiple of the largest run size in the paragraph. */
  lineHeight: z.number().check(z.gte(0.5), z.lte(3)),
  /** Space before each paragraph, in points. */
  paragraphSpacing: extent,
  /** Inner padding on all four sides, in points. */
  inset: extent,
  /** Inner padding per side, in points, when the sides differ (imported boxes): wins over inset. */
  insets: z.optional(z.object({ left: extent, top: extent, right: extent, bottom: extent })),
  /** False: lines are not wrapped at the box's width (PowerPoint's wrap="none"). */
  wrap: z.optional(z.boolean()),
};

/** The text a shape carries inside its frame (a preset shape with text, as PowerPoint has it). */
export const shapeTextSchema = z.object(textBody);

export const textElementSchema = z.object({
  type: z.literal('text'),
  id,
  ...frame,
  ...rotate,
  ...group,
  ...textBody,
  /** A text box's own background and outline (imported boxes). */
  fill: z.optional(fillSchema),
  line: z.optional(lineSchema),
});

/**
 * The preset geometries every writer draws. The first six are the engine's own; the rest are
 * the common ones found in imported decks (PowerPoint's names, so PPTX keeps them as presets).
 */
export const SHAPE_GEOMETRIES = [
  'rect',
  'roundRect',
  'ellipse',
  'line',
  'triangle',
  'chevron',
  'rtTriangle',
  'diamond',
  'parallelogram',
  'trapezoid',
  'pentagon',
  'hexagon',
  'octagon',
  'homePlate',
  'rightArrow',
  'leftArrow',
  'upArrow',
  'downArrow',
  'leftRightArrow',
  'star5',
  'plus',
  'snip1Rect',
  'round1Rect',
  'round2SameRect',
  'custom',
] as const;
export type ShapeGeometry = (typeof SHAPE_GEOMETRIES)[number];

export const shapeElementSchema = z.object({
  type: z.literal('shape'),
  id,
  ...frame,
  ...rotate,
  ...group,
  ...flip,
  /**
   * PowerPoint's preset geometry names (prstGeom), or `custom` drawn by `path`. A line runs
   * from (x, y) to (x + w, y + h) (from (x + w, y) with flipH, and so on).
   */
  geometry: z.enum(SHAPE_GEOMETRIES),
  /** Corner radius in points (roundRect only). */
  radius: z.optional(extent),
  /**
   * The outline of a `custom` shape: SVG path data (M, L, C, Q, Z, absolute) in a w x h box
   * that is stretched over the frame, as PowerPoint's custGeom paths are.
   */
  path: z.optional(
    z.object({
      d: z.string().check(z.minLength(1), z.maxLength(20000)),
      w: z.number().check(z.gt(0)),
      h: z.number().check(z.gt(0)),
    }),
  ),
  fill: z.optional(fillSchema),
  line: z.optional(lineSchema),
  text: z.optional(shapeTextSchema),
});

/** A glyph from the engine's built-in icon set (see icons.ts), drawn in one colour. */
export const iconElementSchema = z.object({
  type: z.literal('icon'),
  id,
  ...frame,
  ...rotate,
  ...group,
  name: z.string().check(z.minLength(1)),
  color: hexColor,
});

const cellText = z.string().check(z.maxLength(2000));
const cellBorder = z.union([
  z.object({ color: hexColor, width: z.number().check(z.gte(0), z.lte(20)) }),
  z.literal('none'),
]);

/**
 * How one cell differs from the table's style (imported tables). A cell with `colSpan` or
 * `rowSpan` covers the cells to its right and below, which are `merged` (their text is empty).
 */
export const tableCellStyleSchema = z.object({
  fill: z.optional(hexColor),
  color: z.optional(hexColor),
  size: z.optional(z.number().check(z.gt(0), z.lte(200))),
  bold: z.optional(z.boolean()),
  italic: z.optional(z.boolean()),
  fontFace: z.optional(z.string().check(z.minLength(1))),
  align: z.optional(z.enum(['left', 'center', 'right'])),
  valign: z.optional(z.enum(['top', 'middle', 'bottom'])),
  colSpan: z.optional(z.int().check(z.gte(1), z.lte(100))),
  rowSpan: z.optional(z.int().check(z.gte(1), z.lte(100))),
  merged: z.optional(z.boolean()),
  /** Borders per side; a side left out has the table's border, `none` has none. */
  border: z.optional(
    z.object({
      top: z.optional(cellBorder),
      right: z.optional(cellBorder),
      bottom: z.optional(cellBorder),
      left: z.optional(cellBorder),
    }),
  ),
});

/** A table of plain-text cells; the first row is a header when `header` is set. */
export const tableElementSchema = z.object({
  type: z.literal('table'),
  id,
  ...frame,
  ...group,
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
  /** Per-cell styles, one row of styles per row of `rows` (imported tables). */
  cells: z.optional(z.array(z.array(tableCellStyleSchema))),
});

export const CHART_KINDS = ['bar', 'column', 'pie', 'line', 'area', 'doughnut'] as const;
export const CHART_MAX_CATEGORIES = 100;
export const CHART_MAX_SERIES = 12;
const seriesValues = z.array(z.number()).check(z.minLength(1), z.maxLength(CHART_MAX_CATEGORIES));

/**
 * A chart over categories: the first series is `values` (named `seriesName`); imported charts
 * may carry more in `extraSeries`, each with its colour. Pie and doughnut draw the first only.
 * The engine's own charts have non-negative values; imported ones may go below zero.
 */
export const chartElementSchema = z.object({
  type: z.literal('chart'),
  id,
  ...frame,
  ...group,
  kind: z.enum(CHART_KINDS),
  categories: z
    .array(z.string().check(z.maxLength(200)))
    .check(z.minLength(1), z.maxLength(CHART_MAX_CATEGORIES)),
  values: seriesValues,
  seriesName: z.optional(z.string().check(z.maxLength(200))),
  extraSeries: z.optional(
    z
      .array(
        z.object({
          name: z.string().check(z.maxLength(200)),
          values: seriesValues,
          color: hexColor,
        }),
      )
      .check(z.maxLength(CHART_MAX_SERIES - 1)),
  ),
  /** Bars of the series stacked rather than side by side (bar, column, area). */
  stacked: z.optional(z.boolean()),
  title: z.optional(z.string().check(z.maxLength(200))),
  /** The titles of the category and value axes (bar, column, line, area). */
  axisTitles: z.optional(
    z.object({
      category: z.optional(z.string().check(z.maxLength(200))),
      value: z.optional(z.string().check(z.maxLength(200))),
    }),
  ),
  legend: z.optional(z.boolean()),
  /**
   * Each point's value written by it (the engine's charts do: left out, true); an imported chart
   * says what its file showed.
   */
  valueLabels: z.optional(z.boolean()),
  /** A value axis with its ticks and gridlines (the engine's charts have none: left out, false). */
  valueAxis: z.optional(z.boolean()),
  /** One colour per category (pie) or one for all bars of the first series. */
  colors: z.array(hexColor).check(z.minLength(1)),
  labelColor: hexColor,
  /** Unit appended to value labels ('%', '万', ...). */
  unit: z.string().check(z.maxLength(8)),
});

const hidden = z.number().check(z.gte(0), z.lte(1));
const imageSrc = z
  .string()
  .check(z.regex(IMAGE_SRC, 'an image source is attachment:<uuid> or illustration:<scene>:<seed>'));

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
  ...group,
  ...flip,
  /**
   * `attachment:<uuid>` (an attachment of the deck's record) or `illustration:<scene>:<seed>`
   * (drawn by the engine in the theme); never a URL or a path.
   */
  src: imageSrc,
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
  /**
   * Overrides the theme background: a colour, and a picture over it that covers the page
   * (imported slides and masters).
   */
  background: z.optional(z.object({ color: hexColor, image: z.optional(imageSrc) })),
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
    /**
     * Set on a deck read from a file (POST /api/workspace/ppt/import): its slides are the file's,
     * not a layout of the record's outline, so nothing lays them out again from the outline.
     */
    imported: z.optional(z.object({ format: z.literal('pptx') })),
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
export type TableCellStyle = z.infer<typeof tableCellStyleSchema>;
export type ShapeText = z.infer<typeof shapeTextSchema>;
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
  // Version 4 added what an imported PPTX carries (run styles, per-paragraph bullets and
  // alignment, more geometries and text in shapes, cell styles and merges, line and area
  // charts with more series, groups, background pictures), all optional or wider: a version-3
  // document is a valid version-4 document as it stands.
  3: (doc) => doc,
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
