import type { Draft } from 'immer';
import {
  getTheme,
  type DeckDocument,
  type DeckElement,
  type FontRole,
  type ImageElement,
  type Paragraph,
  type ShapeElement,
  type Slide,
  type TextElement,
  type TextRun,
} from '@slidecraft/deck/scene';

/**
 * The editor's changes to a deck, as immer recipes (DeckHistory.change). Each keeps the
 * document valid for the deck schema the server checks: ids unique per slide, sizes
 * positive, colours six hex digits.
 */
type DeckDraft = Draft<DeckDocument>;
/** Where an element sits, in points on the page; `rotate` in degrees clockwise. */
export type Frame = Pick<DeckElement, 'x' | 'y' | 'w' | 'h'> & { rotate?: number };

/** PowerPoint ignores rotation on tables, so the model keeps it off tables and charts. */
export const ROTATABLE: ReadonlySet<DeckElement['type']> = new Set([
  'text',
  'shape',
  'icon',
  'image',
]);

/** The smallest frame side the editor lets an element shrink to, in points. */
export const MIN_SIDE = 8;

export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

function slideOf(deck: DeckDraft, slideIndex: number): Draft<Slide> {
  const slide = deck.slides[slideIndex];
  if (!slide) throw new RangeError(`no slide ${slideIndex}`);
  return slide;
}

/** Moves elements by (dx, dy) points. */
export const moveElements =
  (slideIndex: number, ids: readonly string[], dx: number, dy: number) => (deck: DeckDraft) => {
    for (const element of slideOf(deck, slideIndex).elements) {
      if (!ids.includes(element.id)) continue;
      element.x = round(element.x + dx);
      element.y = round(element.y + dy);
    }
  };

/** Sets one element's frame (move and resize from the canvas). */
export const setFrame = (slideIndex: number, id: string, frame: Frame) => (deck: DeckDraft) => {
  const element = slideOf(deck, slideIndex).elements.find((e) => e.id === id);
  if (!element) return;
  const w = Math.max(MIN_SIDE, round(frame.w));
  const h = Math.max(MIN_SIDE, round(frame.h));
  if (element.type === 'table') scaleTable(element, w / element.w, h / element.h);
  element.x = round(frame.x);
  element.y = round(frame.y);
  element.w = w;
  element.h = h;
  if (frame.rotate !== undefined && ROTATABLE.has(element.type)) {
    const degrees = round(normalizeDegrees(frame.rotate));
    const rotatable = element as Draft<DeckElement> & { rotate?: number };
    if (degrees === 0) delete rotatable.rotate;
    else rotatable.rotate = degrees;
  }
};

/** An angle in (-180, 180]: the same turn, always inside the model's range. */
export function normalizeDegrees(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  return turned > 180 ? turned - 360 : turned;
}

/** Tables keep their column widths and row heights summing to the frame. */
function scaleTable(table: Draft<Extract<DeckElement, { type: 'table' }>>, sx: number, sy: number) {
  table.columnWidths = table.columnWidths.map((c) => round(c * sx));
  table.rowHeights = table.rowHeights.map((r) => round(r * sy));
}

export const deleteElements = (slideIndex: number, ids: readonly string[]) => (deck: DeckDraft) => {
  const slide = slideOf(deck, slideIndex);
  slide.elements = slide.elements.filter((e) => !ids.includes(e.id));
};

/**
 * The paragraphs of `text` (one per line), each keeping the runs of the paragraph it was when
 * its text did not change, else one run in the style that paragraph (or the first) had.
 */
export function paragraphsOf(text: string, before: readonly Paragraph[], fallback: TextRun) {
  return text.split('\n').map((line, index): Paragraph => {
    const old = before[index];
    if (old && old.runs.map((r) => r.text).join('') === line) return old;
    const style = old?.runs[0] ?? before[0]?.runs[0] ?? fallback;
    return { runs: [{ ...style, text: line }] };
  });
}

/** Plain text of a text element, one line per paragraph (what the in-place editor shows). */
export function plainText(element: TextElement): string {
  return element.paragraphs.map((p) => p.runs.map((r) => r.text).join('')).join('\n');
}

export const setText =
  (slideIndex: number, id: string, text: string, fallback: TextRun) => (deck: DeckDraft) => {
    const element = slideOf(deck, slideIndex).elements.find((e) => e.id === id);
    if (element?.type !== 'text') return;
    element.paragraphs = paragraphsOf(text, element.paragraphs, fallback) as Draft<Paragraph>[];
  };

export type RunStyle = Partial<Pick<TextRun, 'bold' | 'color' | 'size'>>;

/** Styles every run of the selected text elements (bold, colour, size). */
export const styleText =
  (slideIndex: number, ids: readonly string[], style: RunStyle) => (deck: DeckDraft) => {
    for (const element of slideOf(deck, slideIndex).elements) {
      if (element.type !== 'text' || !ids.includes(element.id)) continue;
      for (const paragraph of element.paragraphs)
        for (const run of paragraph.runs) Object.assign(run, style);
    }
  };

export const alignText =
  (slideIndex: number, ids: readonly string[], align: TextElement['align']) =>
  (deck: DeckDraft) => {
    for (const element of slideOf(deck, slideIndex).elements)
      if (element.type === 'text' && ids.includes(element.id)) element.align = align;
  };

/** Bullets on when any selected text box lacks them, else off. */
export const toggleBullets = (slideIndex: number, ids: readonly string[]) => (deck: DeckDraft) => {
  const texts = slideOf(deck, slideIndex).elements.filter(
    (e): e is Draft<TextElement> => e.type === 'text' && ids.includes(e.id),
  );
  const on = texts.some((t) => !t.bullet);
  for (const text of texts) {
    if (on)
      text.bullet = {
        indent: round(Math.max(12, (text.paragraphs[0]?.runs[0]?.size ?? 18) * 0.9)),
      };
    else delete text.bullet;
  }
};

export function textBox(deck: DeckDocument, text: string, at: Frame): TextElement {
  const theme = getTheme(deck.themeId);
  return {
    type: 'text',
    id: newId('t'),
    ...at,
    font: 'body',
    paragraphs: [{ runs: [{ text, size: 20, color: theme.palette.text }] }],
    align: 'left',
    valign: 'top',
    lineHeight: 1.3,
    paragraphSpacing: 4,
    inset: 4,
  };
}

export function shapeBox(deck: DeckDocument, at: Frame): ShapeElement {
  const theme = getTheme(deck.themeId);
  return {
    type: 'shape',
    id: newId('sh'),
    ...at,
    geometry: 'roundRect',
    radius: 8,
    fill: { color: theme.palette.primary },
  };
}

export const addElement = (slideIndex: number, element: DeckElement) => (deck: DeckDraft) => {
  slideOf(deck, slideIndex).elements.push(element as Draft<DeckElement>);
};

/** A blank slide after `index`, with a title box in the theme's colours. */
export function blankSlide(deck: DeckDocument, title: string): Slide {
  const box = textBox(deck, title, { x: 60, y: 40, w: deck.page.width - 120, h: 60 });
  const run = box.paragraphs[0]!.runs[0]!;
  run.size = 30;
  run.bold = true;
  run.color = getTheme(deck.themeId).palette.title;
  return { id: newId('s'), layout: 'blank', elements: [{ ...box, font: 'heading' }], notes: '' };
}

export const insertSlide = (at: number, slide: Slide) => (deck: DeckDraft) => {
  deck.slides.splice(at, 0, slide as Draft<Slide>);
};

/** A copy of slide `index` right after it, with new ids. */
export const duplicateSlide = (index: number) => (deck: DeckDraft) => {
  const source = deck.slides[index];
  if (!source) return;
  const copy = JSON.parse(JSON.stringify(source)) as Draft<Slide>;
  copy.id = newId('s');
  for (const element of copy.elements) element.id = newId(element.type[0]!);
  deck.slides.splice(index + 1, 0, copy);
};

export const deleteSlide = (index: number) => (deck: DeckDraft) => {
  if (deck.slides.length > 1) deck.slides.splice(index, 1);
};

export const moveSlide = (from: number, to: number) => (deck: DeckDraft) => {
  if (to < 0 || to >= deck.slides.length || from === to) return;
  const [slide] = deck.slides.splice(from, 1);
  deck.slides.splice(to, 0, slide!);
};

export const setNotes = (index: number, notes: string) => (deck: DeckDraft) => {
  slideOf(deck, index).notes = notes;
};

const round = (value: number) => Math.round(value * 100) / 100;

/** A picture placed in the middle of the page at most `max` points across, in its proportions. */
export function imageBox(
  deck: DeckDocument,
  picture: { src: string; width: number; height: number },
  max = { w: 480, h: 300 },
): ImageElement {
  const scale = Math.min(max.w / picture.width, max.h / picture.height, 1e6);
  const w = round(Math.max(MIN_SIDE, picture.width * scale));
  const h = round(Math.max(MIN_SIDE, picture.height * scale));
  return {
    type: 'image',
    id: newId('im'),
    x: round((deck.page.width - w) / 2),
    y: round((deck.page.height - h) / 2),
    w,
    h,
    src: picture.src,
  };
}

/** Another picture in the same frame (the crop of the old one no longer applies). */
export const replaceImage = (slideIndex: number, id: string, src: string) => (deck: DeckDraft) => {
  const element = slideOf(deck, slideIndex).elements.find((e) => e.id === id);
  if (element?.type !== 'image') return;
  element.src = src;
  delete element.crop;
};

/** Every run of a text box in a font (null: back to the theme's font). */
function setRunsFont(element: Draft<TextElement>, face: string | null): void {
  for (const paragraph of element.paragraphs)
    for (const run of paragraph.runs) {
      if (face === null) delete run.fontFace;
      else run.fontFace = face;
    }
}

/** The selected text boxes in a font (null: the theme's font). */
export const setFontFace =
  (slideIndex: number, ids: readonly string[], face: string | null) => (deck: DeckDraft) => {
    for (const element of slideOf(deck, slideIndex).elements)
      if (element.type === 'text' && ids.includes(element.id)) setRunsFont(element, face);
  };

/**
 * Every heading or body text box of the deck in a font (null: the theme's font), as the
 * server's savePPT does (applyDeckFonts), as one undo step.
 */
export const setRoleFont = (role: FontRole, face: string | null) => (deck: DeckDraft) => {
  for (const slide of deck.slides)
    for (const element of slide.elements)
      if (element.type === 'text' && element.font === role) setRunsFont(element, face);
};
