import type { DeckElement, TableElement } from '../../model.js';
import { sizeSteps } from '../../text-fit.js';
import type { BodyPage, ContentLayout, LayoutInput } from '../content-layout.js';
import type { Box } from '../elements.js';
import type { KeyValue } from '../point-shape.js';
import { balancedChunks, type LayoutContext } from '../context.js';
import { pairs, rowHeights, TABLE_CELL_PADDING } from '../table.js';

/** Table text: up to 24 pt for a short table, down to the base table's 14 pt. */
const SIZES = { max: 24, min: 14 } as const;
/** The base table's sizes: a family table takes as many slides as the base one would. */
const BASE_SIZES = [16, 14] as const;

/** Where a family's table sits and how its rows are drawn. */
export interface TableGeometry {
  /** The table element's box. */
  table: Box;
  /** Left edges of the key and value columns, and the right edge. */
  xs: [number, number, number];
  /** Top of each row (the header first when there is one) and the bottom of the last. */
  ys: number[];
  rows: readonly KeyValue[];
  /** The header row's height (0 without one). */
  headerH: number;
}

export interface TableLook {
  variant: string;
  /** Whether the table has the header row (the deck's '项目 | 说明' labels). */
  header: boolean;
  /** The box the table may take in the body area (its height is the most it may take). */
  box(area: Box): Box;
  /** Each body row grows by at most this many em over its text to spread over the box. */
  grow: number;
  style(
    ctx: LayoutContext,
  ): Pick<
    TableElement,
    'color' | 'headerColor' | 'headerFill' | 'borderColor' | 'bandFill' | 'font'
  >;
  /** Shapes behind the table and over it. */
  decorate(
    slideId: string,
    geometry: TableGeometry,
    page: BodyPage,
    ctx: LayoutContext,
  ): { behind: DeckElement[]; over: DeckElement[] };
}

const MAX_ROWS = 7;

/**
 * Column widths of a family table: the key column wider than the base table's (a fifth to two
 * fifths of the table), so keys sit on their blocks with air.
 */
function widthsOf(rows: readonly KeyValue[], box: Box, size: number, ctx: LayoutContext) {
  const widest = Math.max(...rows.map((row) => ctx.measurer.measure(row.key, size, true)));
  const key = Math.min(
    box.w * 0.4,
    Math.max(box.w * 0.2, widest / 0.95 + 2 * TABLE_CELL_PADDING + 24),
  );
  return [key, box.w - key];
}

/** Heights of the header row (0 without one) and of each row at `size`. */
function heightsOf(
  look: TableLook,
  rows: readonly KeyValue[],
  box: Box,
  size: number,
  ctx: LayoutContext,
) {
  const widths = widthsOf(rows, box, size, ctx);
  const [header = 0, ...body] = rowHeights(rows, widths, size, ctx, ctx.labels.tableHeader);
  return { widths, header: look.header ? header : 0, body };
}

/** The fewest pages of at most MAX_ROWS rows that fit `limit`, evened out when they can be. */
function pagesOf(body: readonly number[], header: number, limit: number) {
  if (body.some((h) => header + h > limit)) return undefined;
  const fits = (page: readonly number[]) =>
    page.length <= MAX_ROWS && page.reduce((total, i) => total + (body[i] ?? 0), header) <= limit;
  const greedy: number[][] = [[]];
  body.forEach((_, index) => {
    const last = greedy.at(-1)!;
    if (fits([...last, index])) last.push(index);
    else greedy.push([index]);
  });
  const indices = body.map((_, index) => index);
  const even = balancedChunks(indices, Math.ceil(indices.length / greedy.length));
  return even.length === greedy.length && even.every(fits) ? even : greedy;
}

/** Row pages of `points` at `size` in `box`, or undefined when a row cannot fit. */
function pagesAt(
  look: TableLook,
  points: readonly string[],
  box: Box,
  size: number,
  ctx: LayoutContext,
) {
  const rows = pairs(points);
  if (!rows) return undefined;
  const { header, body } = heightsOf(look, rows, box, size, ctx);
  return pagesOf(body, header, box.h);
}

/**
 * Splits the points into pages as the base table would at its sizes, then takes the largest
 * size (up to 24 pt) that keeps that many pages: a short table grows to fill its slide.
 */
function planTable(look: TableLook, points: readonly string[], input: LayoutInput) {
  const rows = pairs(points);
  if (!rows || rows.length < 2) return undefined;
  const box = look.box(input.area);
  const base = BASE_SIZES.map((size) => pagesAt(look, points, box, size, input.ctx)).find(Boolean);
  if (!base) return undefined;
  for (const size of sizeSteps(SIZES.max, SIZES.min)) {
    const pages = pagesAt(look, points, box, size, input.ctx);
    if (!pages || pages.length > base.length) continue;
    return pages.map((indices): BodyPage => {
      const start = indices[0] ?? 0;
      return { points: indices.map((index) => points[index] ?? ''), size, start };
    });
  }
  return undefined;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function renderTable(look: TableLook, slideId: string, page: BodyPage, input: LayoutInput) {
  const { ctx } = input;
  const rows = pairs(page.points) ?? [];
  const box = look.box(input.area);
  const header = ctx.labels.tableHeader;
  const { widths, header: head, body } = heightsOf(look, rows, box, page.size, ctx);
  // Short rows grow towards the tallest first (even rows), then all grow by up to `grow` em.
  const level = (t: number) => sum(body.map((h) => Math.max(h, t)));
  let floor = Math.min(...body);
  for (const t of [...body].sort((a, b) => b - a)) {
    if (level(t) <= box.h - head) {
      floor = t;
      break;
    }
  }
  const natural = body.map((h) => Math.max(h, floor));
  const room = box.h - head - sum(natural);
  const extra = Math.max(0, Math.min(look.grow * page.size, room / natural.length));
  const heights = [...(look.header ? [head] : []), ...natural.map((h) => h + extra)];
  const h = sum(heights);
  const y = box.y + Math.max(0, (box.h - h) * 0.42);
  const ys = [y];
  for (const height of heights) ys.push((ys.at(-1) ?? y) + height);
  const table: TableElement = {
    type: 'table',
    id: `${slideId}.table`,
    x: box.x,
    y,
    w: box.w,
    h,
    rows: [...(look.header ? [[...header]] : []), ...rows.map((row) => [row.key, row.value])],
    header: look.header,
    columnWidths: widths,
    rowHeights: heights,
    size: page.size,
    ...look.style(ctx),
  };
  const geometry: TableGeometry = {
    table: { x: box.x, y, w: box.w, h },
    xs: [box.x, box.x + (widths[0] ?? 0), box.x + box.w],
    ys,
    rows,
    headerH: head,
  };
  const { behind, over } = look.decorate(slideId, geometry, page, ctx);
  return [...behind, table, ...over];
}

/**
 * A family's table: the key：value points as an editable table that grows (larger text, taller
 * rows) to use the body, drawn in the family's look.
 */
export function familyTable(look: TableLook): ContentLayout {
  return {
    id: 'table',
    variant: look.variant,
    header: true,
    plan: (points, input) => planTable(look, points, input),
    render: (slideId, page, input) => renderTable(look, slideId, page, input),
  };
}
