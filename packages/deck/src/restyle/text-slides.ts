import { contentSlides, fitsComparison } from '../layouts/content.js';
import type { ContentSource, PointGroup } from '../layouts/content-layout.js';
import type { LayoutContext } from '../layouts/context.js';
import { comparisonSides } from '../layouts/point-shape.js';
import { PAGE_HEIGHT, PAGE_WIDTH, type ImageElement, type Slide } from '../model.js';
import { attempt, keepsAll, withCrops } from './attempt.js';
import type { Item, SlideContent } from './content.js';
import { bodyBox, framedSlide, headingNode, type Heading } from './frame.js';
import { listBody, listPages } from './list.js';
import { fittedBox, placedPicture } from './media.js';
import { twoColumns } from './reading-order.js';

/**
 * A slide's text laid out by the engine's content layouts where they show it whole (points as
 * cards, rows, timelines, stats...; two columns as a comparison; one picture beside the points
 * in the theme's picture layout), else as restyle's own list, which keeps sub-point levels and
 * never cuts: a point too long for a slide is continued on the next.
 */

export interface Composing {
  ctx: LayoutContext;
  heading: Heading;
  /** An id for a slide restyle draws itself (restyleDeck gives every slide its final id). */
  nextId: () => string;
}

/**
 * A picture smaller than this share of the page (an icon, a logo) is not cut to fill the
 * engine's picture panel; it stands whole beside the list.
 */
const SMALL_PICTURE = 0.08;
const small = (picture: ImageElement) =>
  picture.w * picture.h < SMALL_PICTURE * PAGE_WIDTH * PAGE_HEIGHT;

/** The share of the body the picture takes beside a list. */
const PICTURE_SHARE = 0.4;
const PICTURE_GAP = 32;

const texts = (heading: Heading, items: readonly Item[]) => [
  heading.title,
  ...items.map((item) => item.text),
];

function source(c: Composing, points: readonly string[]): ContentSource {
  const { title, kicker, number } = c.heading;
  return { heading: headingNode(title), points, number, ...(kicker ? { kicker } : {}) };
}

/** A side's head: a first line without a bullet over bulleted (or deeper) lines. */
function headed(side: readonly Item[]): PointGroup | undefined {
  const [head, ...rest] = side;
  if (!head || rest.length === 0 || !head.plain) return undefined;
  if (!rest.every((item) => !item.plain || item.level > head.level)) return undefined;
  return { title: head.text, points: rest.map((item) => item.text) };
}

/**
 * Two groups to compare: two columns of text side by side (their heads, or the heading's two
 * sides, or the theme's 方面一 / 方面二 as titles), or two points each with sub-points.
 */
export function comparisonGroups(
  content: SlideContent,
  items: readonly Item[],
  ctx: LayoutContext,
): PointGroup[] | undefined {
  const columns = twoColumns(content.blocks);
  if (columns) {
    const sides = columns.map((column) => column.flatMap((block) => block.items));
    // Two single points side by side are two blocks (the engine's two-blocks), not two sides.
    if (sides.some((side) => side.length < 2)) return undefined;
    const names = comparisonSides(content.title) ?? ctx.labels.sides;
    const groups = sides.map(
      (side, i) => headed(side) ?? { title: names[i]!, points: side.map((item) => item.text) },
    );
    return groups.every((group) => group.points.length > 0) ? groups : undefined;
  }
  const tops = items.flatMap((item, index) => (item.level === 0 ? [index] : []));
  if (tops.length !== 2 || tops[0] !== 0 || tops[1] === 1 || tops[1] === items.length - 1) {
    return undefined;
  }
  const cut = tops[1]!;
  return [items.slice(0, cut), items.slice(cut)].map(([head, ...rest]) => ({
    title: head!.text,
    points: rest.map((item) => item.text),
  }));
}

/** Restyle's own list, over as many slides as it needs. */
export function listSlides(c: Composing, items: readonly Item[], continued: boolean): Slide[] {
  const area = bodyBox(c.heading, c.ctx);
  return listPages(items, area, c.ctx).map((page, index) => {
    const id = c.nextId();
    const body = [listBody(`${id}.body`, page, area, c.ctx)];
    c.ctx.history.push('bullets');
    return framedSlide(id, c.heading, continued || index > 0, 'bullets', body, c.ctx);
  });
}

/** The picture beside the whole list on one slide, or undefined when the list needs more. */
function pictureBeside(c: Composing, items: readonly Item[], photo: ImageElement) {
  const area = bodyBox(c.heading, c.ctx);
  const left = { x: area.x, y: area.y + 8, w: area.w * PICTURE_SHARE, h: area.h - 16 };
  const shift = left.w + PICTURE_GAP;
  const right = { ...area, x: area.x + shift, w: area.w - shift };
  const pages = listPages(items, right, c.ctx);
  if (pages.length !== 1) return undefined;
  const id = c.nextId();
  const body = [
    placedPicture(photo, `${id}.picture`, fittedBox(photo, left)),
    listBody(`${id}.body`, pages[0]!, right, c.ctx),
  ];
  c.ctx.history.push('image-text');
  return [framedSlide(id, c.heading, false, 'image-text', body, c.ctx)];
}

/** The engine's picture layout with the slide's own picture in place of an illustration. */
function enginePicture(c: Composing, items: readonly Item[], photo: ImageElement) {
  const local: LayoutContext = { ...c.ctx, history: [], givenPictures: [photo.src] };
  const points = items.map((item) => item.text);
  const slides = attempt(
    local,
    () => contentSlides({ ...source(c, points), prefer: 'image-text' }, local),
    (made) => keepsAll(made, texts(c.heading, items), [photo]),
  );
  if (!slides) return undefined;
  c.ctx.history.push(...slides.map((slide) => slide.layout));
  return withCrops(slides, [photo]);
}

function comparison(c: Composing, items: readonly Item[], groups: PointGroup[]) {
  const compared: ContentSource = {
    ...source(
      c,
      groups.flatMap((g) => g.points),
    ),
    groups,
  };
  if (!fitsComparison(compared, c.ctx)) return undefined;
  const words = [...texts(c.heading, items), ...groups.map((group) => group.title)];
  return attempt(
    c.ctx,
    () => contentSlides(compared, c.ctx),
    (made) => keepsAll(made, words),
  );
}

/**
 * The slides of a slide's text, and whether they show `photo` (the slide's one picture,
 * when it has no table or chart).
 */
export function textSlides(
  c: Composing,
  content: SlideContent,
  items: readonly Item[],
  photo?: ImageElement,
): { slides: Slide[]; placed: boolean } {
  const groups = photo ? undefined : comparisonGroups(content, items, c.ctx);
  const compared = groups && comparison(c, items, groups);
  if (compared) return { slides: compared, placed: false };
  const levelled = items.some((item) => item.level > 0);
  if (photo) {
    const shown =
      (levelled || small(photo) ? undefined : enginePicture(c, items, photo)) ??
      pictureBeside(c, items, photo);
    if (shown) return { slides: shown, placed: true };
  }
  if (!levelled && !groups) {
    const points = items.map((item) => item.text);
    const engine = attempt(
      c.ctx,
      () => contentSlides(source(c, points), c.ctx),
      (made) => keepsAll(made, texts(c.heading, items)),
    );
    if (engine) return { slides: engine, placed: false };
  }
  return { slides: listSlides(c, items, false), placed: false };
}
