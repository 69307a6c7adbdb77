import type { Block } from './content.js';

/** Boxes overlapping by less than this (points) still stand side by side. */
const TOLERANCE = 4;
/** Two columns compare when their widths are this close and they share this much height. */
const SIMILAR_WIDTH = 0.6;
const SHARED_HEIGHT = 0.5;

const byTop = (a: Block, b: Block) => a.y - b.y || a.x - b.x;

/**
 * The blocks in columns: a column is a run of blocks whose horizontal spans overlap, so a
 * full-width block joins everything into one column. Left to right, each top to bottom.
 */
export function columnsOf(blocks: readonly Block[]): Block[][] {
  const columns: { right: number; blocks: Block[] }[] = [];
  for (const block of [...blocks].sort((a, b) => a.x - b.x || a.y - b.y)) {
    const last = columns.at(-1);
    if (last && block.x < last.right - TOLERANCE) {
      last.blocks.push(block);
      last.right = Math.max(last.right, block.x + block.w);
    } else {
      columns.push({ right: block.x + block.w, blocks: [block] });
    }
  }
  return columns.map((column) => column.blocks.sort(byTop));
}

/**
 * Reading order: column by column where the text stands in columns (a column's head, then its
 * points, then the next column), else top to bottom and left to right.
 */
export function readingOrder(blocks: readonly Block[]): Block[] {
  const columns = columnsOf(blocks);
  return columns.length >= 2 ? columns.flat() : [...blocks].sort(byTop);
}

const span = (column: readonly Block[]) => {
  const top = Math.min(...column.map((b) => b.y));
  const bottom = Math.max(...column.map((b) => b.y + b.h));
  const left = Math.min(...column.map((b) => b.x));
  const right = Math.max(...column.map((b) => b.x + b.w));
  return { top, bottom, w: right - left };
};

/**
 * The two columns of a slide whose text stands in two columns of about the same width side by
 * side (PowerPoint's two-content layouts), or undefined: a side note or a footnote beside the
 * body is not a second column.
 */
export function twoColumns(blocks: readonly Block[]): [Block[], Block[]] | undefined {
  const columns = columnsOf(blocks);
  if (columns.length !== 2) return undefined;
  const [left, right] = columns as [Block[], Block[]];
  const a = span(left);
  const b = span(right);
  const shared = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  const shorter = Math.min(a.bottom - a.top, b.bottom - b.top);
  const widths = Math.min(a.w, b.w) / Math.max(a.w, b.w, 1);
  return widths >= SIMILAR_WIDTH && shared >= SHARED_HEIGHT * shorter ? [left, right] : undefined;
}
