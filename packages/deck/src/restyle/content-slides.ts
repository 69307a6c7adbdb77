import { balancedChunks } from '../layouts/context.js';
import { neededHeight, textBox, type Box, type TextBoxSpec } from '../layouts/elements.js';
import type { ChartElement, DeckElement, ImageElement, Slide, TableElement } from '../model.js';
import { itemsOf, type Item, type SlideContent } from './content.js';
import { bodyBox, framedSlide } from './frame.js';
import { CHARTS_PER_SLIDE, chartRow, PICTURES_PER_SLIDE, pictureGrid } from './media.js';
import { tableElement, tablePages, withHeaderRow } from './table.js';
import { listSlides, textSlides, type Composing } from './text-slides.js';

/**
 * A content slide laid out anew: its text first (engine layouts, see text-slides.ts), then
 * each table on slides of its own, its charts two to a slide, and the pictures the text
 * layout did not show, up to four to a slide. A line or two of text with a table or chart
 * is its caption, above it on the same slide. Every slide after the first is a continuation
 * ('（续）' after the title).
 */

const CAPTION_SIZE = 16;
/** A caption takes at most this much of the body (three lines at 16 pt). */
const CAPTION_MAX_H = 3 * CAPTION_SIZE * 1.3 + 10;
const CAPTION_GAP = 8;

/** The caption box for these items over `area`, or undefined when they are no caption. */
function captionSpec(items: readonly Item[], area: Box, c: Composing): TextBoxSpec | undefined {
  if (items.length === 0 || items.length > 2 || items.some((item) => item.level > 0)) {
    return undefined;
  }
  const spec: TextBoxSpec = {
    id: '',
    x: area.x,
    y: area.y + 4,
    w: area.w,
    h: 0,
    font: 'body',
    paragraphs: items.map((item) => item.text),
    color: c.ctx.theme.palette.textMuted,
  };
  const h = Math.ceil(neededHeight(spec, CAPTION_SIZE, c.ctx.measurer)) + 2;
  return h <= CAPTION_MAX_H ? { ...spec, h } : undefined;
}

const below = (area: Box, caption?: TextBoxSpec): Box =>
  caption
    ? {
        ...area,
        y: caption.y + caption.h + CAPTION_GAP,
        h: area.y + area.h - caption.y - caption.h - CAPTION_GAP,
      }
    : area;

/** Slides of one body per page, each framed under the heading. */
function framed(
  c: Composing,
  layout: string,
  continued: boolean,
  pages: readonly ((id: string) => DeckElement[])[],
): Slide[] {
  return pages.map((body, index) => {
    const id = c.nextId();
    c.ctx.history.push(layout);
    return framedSlide(id, c.heading, continued || index > 0, layout, body(id), c.ctx);
  });
}

const captionBox = (id: string, spec: TextBoxSpec) =>
  textBox({ ...spec, id: `${id}.caption`, size: CAPTION_SIZE });

/** A table on as many slides as its rows need; its rows as a list when one cannot fit. */
function tableSlides(c: Composing, imported: TableElement, continued: boolean, caption?: Item[]) {
  const table = withHeaderRow(imported);
  const area = bodyBox(c.heading, c.ctx);
  const spec = caption && captionSpec(caption, area, c);
  const body = below(area, spec);
  const pages = tablePages(table, body, c.ctx);
  if (!pages) {
    const rows = table.rows.map((row) => row.filter((cell) => cell.trim()).join(' | '));
    const items = [...(caption ?? []), ...rows.map((text) => ({ text, level: 0, plain: false }))];
    return listSlides(c, items, continued);
  }
  return framed(
    c,
    'table',
    continued,
    pages.map((page, index) => (id) => [
      ...(index === 0 && spec ? [captionBox(id, spec)] : []),
      tableElement(`${id}.table`, table, page, body, c.ctx),
    ]),
  );
}

function chartSlides(c: Composing, charts: ChartElement[], continued: boolean, caption?: Item[]) {
  const area = bodyBox(c.heading, c.ctx);
  const spec = caption && captionSpec(caption, area, c);
  const body = below(area, spec);
  return framed(
    c,
    'chart',
    continued,
    balancedChunks(charts, CHARTS_PER_SLIDE).map((chunk, index) => (id) => [
      ...(index === 0 && spec ? [captionBox(id, spec)] : []),
      ...chartRow(`${id}.chart`, chunk, body, c.ctx.theme),
    ]),
  );
}

function pictureSlides(c: Composing, pictures: ImageElement[], continued: boolean) {
  const area = bodyBox(c.heading, c.ctx);
  return framed(
    c,
    'pictures',
    continued,
    balancedChunks(pictures, PICTURES_PER_SLIDE).map(
      (chunk) => (id) => pictureGrid(`${id}.picture`, chunk, area),
    ),
  );
}

export function contentSlidesOf(c: Composing, content: SlideContent): Slide[] {
  const items = itemsOf(content);
  const { tables, charts } = content;
  const data = tables.length + charts.length;
  const area = bodyBox(c.heading, c.ctx);
  const caption = data > 0 && captionSpec(items, area, c) ? items : undefined;
  let pictures = content.pictures;
  const slides: Slide[] = [];
  if (items.length > 0 && !caption) {
    const photo = pictures.length === 1 && data === 0 ? pictures[0] : undefined;
    const text = textSlides(c, content, items, photo);
    if (text.placed) pictures = [];
    slides.push(...text.slides);
  }
  tables.forEach((table, index) => {
    slides.push(...tableSlides(c, table, slides.length > 0, index === 0 ? caption : undefined));
  });
  if (charts.length > 0) {
    slides.push(
      ...chartSlides(c, charts, slides.length > 0, tables.length === 0 ? caption : undefined),
    );
  }
  if (pictures.length > 0) slides.push(...pictureSlides(c, pictures, slides.length > 0));
  // A title with nothing under it that is no divider (the first or last slide): a statement.
  if (slides.length === 0) slides.push(...textSlides(c, content, []).slides);
  return slides;
}
