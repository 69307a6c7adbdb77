import { paginatePoints } from '../layouts/bullets.js';
import type { LayoutContext } from '../layouts/context.js';
import { bulletSpec } from '../layouts/content-layout.js';
import { frameOf, neededHeight, textBox, type Box } from '../layouts/elements.js';
import { largestFittingSize } from '../text-fit.js';
import type { TextElement } from '../model.js';
import type { Item } from './content.js';
import { squashed } from './kept.js';

/**
 * A bulleted list that keeps the imported levels (sub-points indented under their point),
 * which the engine's list layouts have no place for. It is paginated as the engine's lists
 * are (paginatePoints: 24 down to 16 pt, a point too long for a slide continued on the next),
 * measured in a column narrowed by the deepest level's indent, so that a writer that indents
 * the sub-points still fits them.
 */

/** The list's bullet indent, which each level also moves a paragraph in by. */
const INDENT = 22;
/** A list on one slide grows up to this size, as the engine's bulleted lists do. */
const ROOMY_MAX = 32;
/** Air between points: more where the list leaves room, the list's own where it does not. */
const SPACINGS = [0.9, 0.5] as const;
/** Where a short list sits in the body: a little above the middle. */
const OPTICAL = 0.42;

export interface ListPage {
  items: Item[];
  size: number;
}

const listBox = (area: Box): Box => ({ ...area, y: area.y + 8, h: area.h - 8 });

/**
 * The pieces paginatePoints made, each with the level of the item it came from: a piece is an
 * item whole or a part of it, and the parts of one item follow each other.
 */
function withLevels(items: readonly Item[], pieces: readonly string[]): Item[] {
  let index = 0;
  let used = 0;
  return pieces.map((piece) => {
    const item = items[Math.min(index, items.length - 1)]!;
    used += squashed(piece).length;
    if (used >= squashed(item.text).length) {
      index += 1;
      used = 0;
    }
    return { ...item, text: piece };
  });
}

/** The measuring spec of the list in `box`: its column narrowed by the deepest level. */
function measured(items: readonly Item[], box: Box) {
  const deepest = Math.max(0, ...items.map((item) => item.level));
  return { ...bulletSpec({ ...box, w: box.w - deepest * INDENT }, ''), bulletIndent: INDENT };
}

export function listPages(items: readonly Item[], area: Box, ctx: LayoutContext): ListPage[] {
  const spec = measured(items, listBox(area));
  const texts = items.map((item) => item.text);
  const pages = paginatePoints(texts, frameOf(spec), ctx.measurer);
  const [only] = pages;
  if (pages.length === 1 && only) {
    const sizes = { max: ROOMY_MAX, min: only.size };
    const size = largestFittingSize(texts, sizes, frameOf(spec), ctx.measurer) ?? only.size;
    return [{ items: [...items], size }];
  }
  const pieces = withLevels(
    items,
    pages.flatMap((page) => page.points),
  );
  let start = 0;
  return pages.map((page) => {
    const part = pieces.slice(start, start + page.points.length);
    start += page.points.length;
    return { items: part, size: page.size };
  });
}

/**
 * One page of the list in the body area: a short list centred (optically) with more air
 * between its points, a full one from the top of the body.
 */
export function listBody(id: string, page: ListPage, area: Box, ctx: LayoutContext): TextElement {
  const box = listBox(area);
  const paragraphs = page.items.map((item) => item.text);
  let placed = { ...box, paragraphSpacing: SPACINGS[SPACINGS.length - 1] as number };
  for (const paragraphSpacing of SPACINGS) {
    const spec = { ...measured(page.items, box), paragraphs, paragraphSpacing };
    const needed = neededHeight(spec, page.size, ctx.measurer) + 2;
    if (needed > box.h) continue;
    placed = { ...box, y: box.y + (box.h - needed) * OPTICAL, h: needed, paragraphSpacing };
    break;
  }
  const element = textBox({
    ...bulletSpec(placed, ctx.theme.palette.text),
    ...placed,
    bulletIndent: INDENT,
    id,
    paragraphs,
    size: page.size,
  });
  return {
    ...element,
    paragraphs: element.paragraphs.map((paragraph, i) => {
      const level = page.items[i]?.level ?? 0;
      return level > 0 ? { ...paragraph, level } : paragraph;
    }),
  };
}
