import type { LayoutContext } from '../context.js';
import type { BodyPage } from '../content-layout.js';
import type { Box } from '../elements.js';
import {
  fittingPages,
  label,
  labelWidth,
  listSize,
  marked,
  stepText,
  stepsOf,
  textsLast,
  type Elements,
  type Step,
} from './steps-shared.js';

/**
 * Rows for the families whose numbered steps stand in columns (classic, tech, vivid): when a
 * page's texts are too long for columns, its steps become rows led by the family's own mark
 * (a seal, a chevron, a colour block), so long texts keep their page count and size.
 */

export interface RowLook {
  /** Width of the lead cell that carries the step's mark. */
  lead: number;
  /** Space between the lead cell and the row, and between rows. */
  gutter: number;
  gap: number;
  /** Room between a row's edge and its text. */
  pad: number;
  /** How far row `index` moves right (an offset arrangement), 0 by default. */
  offset?: (index: number) => number;
  drawLead(id: string, box: Box, step: Step, ctx: LayoutContext): Elements;
  /** The row's own shapes and the colours of its text and marker. */
  drawRow(
    id: string,
    box: Box,
    step: Step,
    ctx: LayoutContext,
  ): { elements: Elements; text: string; marker: string };
}

interface RowFrame {
  pitch: number;
  width: number;
  marker: number;
}

function frameOf(area: Box, steps: readonly Step[], look: RowLook, ctx: LayoutContext): RowFrame {
  const count = steps.length;
  const pitch = Math.min(count <= 2 ? 140 : 108, (area.h + look.gap) / count);
  const shift = look.offset?.(count - 1) ?? 0;
  const widest = Math.max(0, ...steps.map((step) => labelWidth(step.marker, 18, ctx)));
  const marker = marked(steps) ? Math.min(180, Math.max(64, widest + 16)) : 0;
  return { pitch, width: area.w - look.lead - look.gutter - shift, marker };
}

function textFrame(row: Box, frame: RowFrame, look: RowLook): Box {
  const x = row.x + look.pad + frame.marker;
  return { x, y: row.y, w: row.x + row.w - look.pad - x, h: row.h };
}

/** The size the steps fit at as rows, or undefined. */
export function rowsSize(
  chunk: readonly string[],
  start: number,
  area: Box,
  look: RowLook,
  ctx: LayoutContext,
): number | undefined {
  return listSize(
    chunk,
    start,
    (steps) => {
      const frame = frameOf(area, steps, look, ctx);
      const row = { x: area.x, y: 0, w: frame.width, h: frame.pitch - look.gap };
      return textFrame(row, frame, look);
    },
    ctx,
  );
}

/**
 * Pages of at most `most` steps, each in columns where its texts fit them (`columnsSize`),
 * else as rows in `area`.
 */
export function columnsOrRows(
  points: readonly string[],
  most: number,
  columnsSize: (chunk: readonly string[], start: number) => number | undefined,
  area: Box,
  look: RowLook,
  ctx: LayoutContext,
): BodyPage[] | undefined {
  return fittingPages(
    points,
    most,
    (chunk, start) => columnsSize(chunk, start) ?? rowsSize(chunk, start, area, look, ctx),
  );
}

/** A page's steps as rows led by the family's mark. */
export function leadRows(
  slideId: string,
  page: BodyPage,
  area: Box,
  look: RowLook,
  ctx: LayoutContext,
): Elements {
  const steps = stepsOf(page.points, page.start);
  const frame = frameOf(area, steps, look, ctx);
  const height = frame.pitch * steps.length - look.gap;
  const top = area.y + (area.h - height) * 0.42;
  const elements: Elements = [];
  steps.forEach((step, index) => {
    const id = `${slideId}.row-${index + 1}`;
    const x = area.x + (look.offset?.(index) ?? 0);
    const y = top + index * frame.pitch;
    const h = frame.pitch - look.gap;
    const row = { x: x + look.lead + look.gutter, y, w: frame.width, h };
    const drawn = look.drawRow(id, row, step, ctx);
    const text = textFrame(row, frame, look);
    elements.push(
      ...drawn.elements,
      ...look.drawLead(id, { x, y, w: look.lead, h }, step, ctx),
      stepText(`${id}.text`, text, step.text, page.size, drawn.text, ctx),
    );
    if (step.marker) {
      const box = { x: row.x + look.pad - 4, y, w: frame.marker, h };
      elements.push(
        label(
          {
            id: `${id}.marker`,
            box,
            text: step.marker,
            color: drawn.marker,
            max: 18,
            min: 14,
            align: 'left',
          },
          ctx,
        ),
      );
    }
  });
  return textsLast(elements);
}

/** Whether a page planned at `page.size` stands in columns (else in rows). */
export function inColumns(
  page: BodyPage,
  columnsSize: (chunk: readonly string[], start: number, max: number) => number | undefined,
): boolean {
  return columnsSize(page.points, page.start, page.size) === page.size;
}
