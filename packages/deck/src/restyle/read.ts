import type { ChartElement, ImageElement, Slide, TableElement } from '../model.js';
import { paragraphText, type Block, type SlideContent } from './content.js';
import type { DecorationTest } from './decorations.js';
import { blocksOf, isEngineFrame, keyValueBlock, statsChart } from './engine-read.js';
import { readingOrder } from './reading-order.js';
import { bulleted, joined, textOf, type Text } from './read-text.js';

/**
 * Reads what a slide says: its title, its other text boxes as items in reading order, its
 * tables, charts and pictures, leaving out the decorations. Imported slides and the engine's
 * own slides (a restyled deck restyled again) are read alike; the engine's frame (kicker,
 * footer, numbers) is left out by its element ids, and the parts of one engine point (a card's
 * title and text) are read as one item.
 */

/** A title is short: at most two lines and this many characters. */
const TITLE_MAX = 80;

/** Short, at most two paragraphs, none bulleted: it could be a title. */
function titleLike(text: Text): boolean {
  const lines = text.paragraphs.filter((p) => paragraphText(p));
  return (
    lines.length <= 2 &&
    lines.every((p) => !bulleted(p, text)) &&
    [...joined(text)].length <= TITLE_MAX
  );
}

/**
 * The title: the engine's title box (its lead line when the heading was too long for it), else
 * the topmost text in the heading font (PowerPoint's title placeholder), else the largest text
 * when it is short and unbulleted. A slide may have none.
 */
function titleOf(slide: Slide, texts: readonly Text[]): Text | undefined {
  const own = (part: string) => texts.find((text) => text.id === `${slide.id}.${part}`);
  const engine = own('lead') ?? own('title');
  if (engine) return engine;
  const headings = texts.filter((text) => text.font === 'heading');
  const topmost = [...headings].sort((a, b) => a.box.y - b.box.y || b.size - a.size)[0];
  if (topmost) return topmost;
  const biggest = Math.max(0, ...texts.map((text) => text.size));
  return texts
    .filter((text) => titleLike(text) && text.size >= biggest)
    .sort((a, b) => a.box.y - b.box.y)[0];
}

/** Lines smaller than this share of the first line's size are a subtitle under the title. */
const SUBTITLE_SHARE = 0.8;

function splitSubtitle(text: Text): [Text, Text | undefined] {
  const lines = text.paragraphs.filter((p) => paragraphText(p));
  if (lines.length < 2) return [text, undefined];
  const size = (p: (typeof lines)[number]) => Math.max(0, ...p.runs.map((run) => run.size));
  const first = size(lines[0]!);
  const cut = lines.findIndex((p) => size(p) < first * SUBTITLE_SHARE);
  if (cut <= 0) return [text, undefined];
  const head = lines.slice(0, cut);
  const tail = lines.slice(cut);
  return [
    { ...text, paragraphs: head, size: first },
    {
      ...text,
      id: `${text.id}.subtitle`,
      font: 'body',
      paragraphs: tail,
      size: Math.max(...tail.map(size)),
    },
  ];
}

/** PowerPoint's layout type of an imported slide ('pptx:secHead'), else the slide's layout. */
const layoutTypeOf = (slide: Slide) => slide.layout.replace(/^pptx:/u, '');

/** A picture's frame on the standard page's scale (an imported page may be smaller). */
const scaled = (picture: ImageElement, scale: number): ImageElement =>
  scale === 1
    ? picture
    : {
        ...picture,
        x: picture.x * scale,
        y: picture.y * scale,
        w: picture.w * scale,
        h: picture.h * scale,
      };

/**
 * What a slide says. `scale` takes the deck's page to the standard page, for the pictures'
 * sizes (the text's frames only order it).
 */
export function readSlide(slide: Slide, isDecoration: DecorationTest, scale = 1): SlideContent {
  const content = slide.elements.filter((e) => !isDecoration(e) && !statsChart(slide, e));
  const texts = content
    .filter((element) => !isEngineFrame(slide, element))
    .map(textOf)
    .filter((text): text is Text => text !== undefined);
  const found = titleOf(slide, texts);
  // A title box whose later lines are smaller holds the title and its subtitle (a cover's
  // title and date in one box): the subtitle is read as text of its own.
  const [title, subtitle] = found ? splitSubtitle(found) : [undefined, undefined];
  if (found && subtitle) texts.splice(texts.indexOf(found), 1, title!, subtitle);
  // The engine's lead line carries the whole heading; its title box then shows a part of it.
  const rest = texts.filter(
    (text) =>
      text !== title && !(title?.id === `${slide.id}.lead` && text.id === `${slide.id}.title`),
  );
  const tables = content.filter((e): e is TableElement => e.type === 'table');
  const keyValues = new Map(tables.map((table) => [table, keyValueBlock(slide, table)]));
  return {
    slide,
    layoutType: layoutTypeOf(slide),
    title: title ? joined(title) : '',
    blocks: readingOrder([
      ...blocksOf(slide, rest),
      ...[...keyValues.values()].filter((block): block is Block => block !== undefined),
    ]),
    tables: tables.filter((table) => !keyValues.get(table)),
    charts: content.filter((e): e is ChartElement => e.type === 'chart'),
    pictures: content
      .filter((e): e is ImageElement => e.type === 'image')
      .map((picture) => scaled(picture, scale)),
  };
}
