import type {
  DeckElement,
  Paragraph,
  ShapeText,
  TableCellStyle,
  TableElement,
  TextElement,
} from '../model.js';

/**
 * A uniform change of scale and position: a point (x, y) goes to (dx + x * k, dy + y * k).
 * Layouts and templates are drawn on pages of their own size; one placed on the other keeps its
 * proportions, so text, lines and corners scale with the frames (text wraps as it did).
 */
export interface Placement {
  readonly k: number;
  readonly dx: number;
  readonly dy: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const round = (value: number) => Math.round(value * 100) / 100;
/** Font sizes stay at least 1 pt (the model's sizes are positive). */
const size = (value: number, k: number) => Math.max(1, round(value * k));

export function placeBox<T extends Box>(box: T, { k, dx, dy }: Placement): T {
  return {
    ...box,
    x: round(dx + box.x * k),
    y: round(dy + box.y * k),
    w: round(box.w * k),
    h: round(box.h * k),
  };
}

/** The placement that fits `from` inside `to`, as large as fits, centred across, at its top. */
export function fitPlacement(from: Box, to: Box, maxK = Infinity): Placement {
  const k = Math.min(maxK, to.w / Math.max(from.w, 1), to.h / Math.max(from.h, 1));
  return { k, dx: to.x + (to.w - from.w * k) / 2 - from.x * k, dy: to.y - from.y * k };
}

function scaleParagraph(paragraph: Paragraph, k: number): Paragraph {
  const out: Paragraph = {
    ...paragraph,
    runs: paragraph.runs.map((run) => ({ ...run, size: size(run.size, k) })),
  };
  if (paragraph.spaceBefore !== undefined) out.spaceBefore = round(paragraph.spaceBefore * k);
  if (paragraph.spaceAfter !== undefined) out.spaceAfter = round(paragraph.spaceAfter * k);
  if (paragraph.bullet?.indent !== undefined)
    out.bullet = { ...paragraph.bullet, indent: round(paragraph.bullet.indent * k) };
  return out;
}

function scaleTextBody<T extends ShapeText | TextElement>(body: T, k: number): T {
  const out: T = {
    ...body,
    paragraphs: body.paragraphs.map((paragraph) => scaleParagraph(paragraph, k)),
    paragraphSpacing: round(body.paragraphSpacing * k),
    inset: round(body.inset * k),
  };
  if (body.bullet) out.bullet = { indent: round(body.bullet.indent * k) };
  if (body.insets) {
    const { left, top, right, bottom } = body.insets;
    out.insets = { left: left * k, top: top * k, right: right * k, bottom: bottom * k };
  }
  return out;
}

function scaleCell(cell: TableCellStyle, k: number): TableCellStyle {
  const out: TableCellStyle = { ...cell };
  if (cell.size !== undefined) out.size = size(cell.size, k);
  if (cell.border) {
    const sides = Object.entries(cell.border).map(([side, border]) => [
      side,
      border === 'none' || border === undefined ? border : { ...border, width: border.width * k },
    ]);
    out.border = Object.fromEntries(sides) as TableCellStyle['border'];
  }
  return out;
}

function scaleTable(table: TableElement, k: number): TableElement {
  const out: TableElement = {
    ...table,
    size: size(table.size, k),
    columnWidths: table.columnWidths.map((width) => width * k),
    rowHeights: table.rowHeights.map((height) => height * k),
  };
  if (table.cells) out.cells = table.cells.map((row) => row.map((cell) => scaleCell(cell, k)));
  return out;
}

const scaleLine = <T extends { width: number }>(line: T, k: number): T => ({
  ...line,
  width: Math.min(100, Math.max(0.25, round(line.width * k))),
});

/** The element at its new place and scale: its frame, text sizes, spacing and line widths. */
export function placeElement(element: DeckElement, placement: Placement): DeckElement {
  const { k } = placement;
  const placed = placeBox(element, placement);
  switch (placed.type) {
    case 'text': {
      const text = scaleTextBody(placed, k);
      return placed.line ? { ...text, line: scaleLine(placed.line, k) } : text;
    }
    case 'shape': {
      const shape = { ...placed };
      if (shape.radius !== undefined) shape.radius = shape.radius * k;
      if (shape.line) shape.line = scaleLine(shape.line, k);
      if (shape.text) shape.text = scaleTextBody(shape.text, k);
      return shape;
    }
    case 'table':
      return scaleTable(placed, k);
    default:
      return placed;
  }
}
