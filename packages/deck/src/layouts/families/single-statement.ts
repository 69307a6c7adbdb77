import type { DeckElement } from '../../model.js';
import {
  countLines,
  fitsInFrame,
  frameFont,
  sizeSteps,
  type TextFrame,
  type TextMeasurer,
} from '../../text-fit.js';
import type { BodyPage, ContentLayout, ContentSource, LayoutInput } from '../content-layout.js';
import { filledShape, fittedTextBox, frameOf, neededHeight, type Box } from '../elements.js';
import { visualLength } from '../point-shape.js';
import { labelSpec } from './single-kit.js';

/** What a statement slide shows: one short point under its heading, or a heading alone. */
export interface StatementParts {
  text: string;
  /** 'statement' for a point; 'title' when the heading is the statement. */
  textId: 'statement' | 'title';
  /** The heading over a point, or the parent heading over a heading alone. */
  label?: string;
  labelId: 'title' | 'kicker';
  /** The heading's number ('01'). */
  number: string;
}

export function statementParts(points: readonly string[], source: ContentSource): StatementParts {
  const [point] = points;
  const { heading, kicker, number } = source;
  if (point === undefined) {
    return { text: heading.title, textId: 'title', labelId: 'kicker', number, label: kicker };
  }
  return { text: point, textId: 'statement', labelId: 'title', number, label: heading.title };
}

/** Statements longer than this are lists, not statements. */
const MAX_LENGTH = 60;
const SIZES = { max: 56, min: 28 };
const LINE = 1.25;

/** Whether every Latin word of `text` stays whole on a line `width` points wide at `size`. */
function wordsWhole(text: string, size: number, width: number, frame: TextFrame, m: TextMeasurer) {
  const words = text.match(/[A-Za-z0-9][\w.%-]*/gu) ?? [];
  const font = frameFont(frame, m);
  return words.every((word) => countLines(word, size, width * 0.95, frame.bold, m, font) === 1);
}

/** How a family sets its statement: the column it has, and its label's room. */
export interface StatementDesign {
  variant: string;
  /** The statement's column: its width and the most height it may take. */
  column(parts: StatementParts): { w: number; h: number };
  bold: boolean;
  /** The label's width, size range and most lines: a label that does not fit refuses the slide. */
  label(parts: StatementParts): { w: number; sizes: { max: number; min: number }; lines: number };
  draw(
    slideId: string,
    parts: StatementParts,
    fit: StatementFit,
    input: LayoutInput,
  ): DeckElement[];
}

/** The statement's planned size and the height its lines take in the column. */
export interface StatementFit {
  size: number;
  bold: boolean;
  height: number;
  w: number;
}

const textSpec = (w: number, h: number, bold: boolean) => ({
  x: 0,
  y: 0,
  w,
  h,
  font: 'heading' as const,
  bold,
  lineHeight: LINE,
});

/**
 * A family's statement slide (no standard header: the heading is part of the composition), its
 * statement 28 to 56 pt, as large as the family's column holds.
 */
export function statementLayout(design: StatementDesign): ContentLayout {
  return {
    id: 'statement',
    variant: design.variant,
    header: false,
    plan(points, { source, ctx }) {
      if (points.length > 1) return undefined;
      const parts = statementParts(points, source);
      if (visualLength(parts.text) > MAX_LENGTH) return undefined;
      const { w, h } = design.column(parts);
      const frame = frameOf(textSpec(w, h, design.bold));
      const size = sizeSteps(SIZES.max, SIZES.min).find(
        (step) =>
          fitsInFrame([parts.text], step, frame, ctx.measurer) &&
          wordsWhole(parts.text, step, frame.width, frame, ctx.measurer),
      );
      if (size === undefined) return undefined;
      if (parts.label) {
        const { w: labelW, sizes, lines } = design.label(parts);
        const spec = { id: '', x: 0, y: 0, w: labelW, font: 'body' as const, color: '' };
        if (!labelSpec({ ...spec, paragraphs: [parts.label] }, sizes, ctx.measurer, lines).fits) {
          return undefined;
        }
      }
      return [{ points, size, start: 0 }];
    },
    render(slideId, page: BodyPage, input) {
      const parts = statementParts(page.points, input.source);
      const { w } = design.column(parts);
      const spec = { ...textSpec(w, 0, design.bold), paragraphs: [parts.text] };
      const height = Math.ceil(neededHeight(spec, page.size, input.ctx.measurer)) + 2;
      const fit = { size: page.size, height, w, bold: design.bold };
      return design.draw(slideId, parts, fit, input);
    },
  };
}

/** The statement's text box at `at` (x, y), at its planned size, its lines balanced. */
export function statementText(
  slideId: string,
  parts: StatementParts,
  fit: StatementFit,
  at: { x: number; y: number; align: 'left' | 'center'; color?: string },
  input: LayoutInput,
): DeckElement {
  const frame = frameOf(textSpec(fit.w, fit.height, fit.bold));
  // Balancing narrows the box down to half its width: only where no word would break there.
  const balance = wordsWhole(parts.text, fit.size, frame.width / 2, frame, input.ctx.measurer);
  const color = at.color ?? input.ctx.theme.palette.title;
  const spec = { ...textSpec(fit.w, fit.height, fit.bold), ...at, paragraphs: [parts.text], color };
  const sizes = { maxSize: fit.size, minSize: fit.size, balance };
  return fittedTextBox({ id: `${slideId}.${parts.textId}`, ...spec, ...sizes }, input.ctx.measurer);
}

/** The label's box (labelSpec) for a design, at `box` (x, w) with its colour and alignment. */
export function statementLabel(
  slideId: string,
  parts: StatementParts,
  design: Pick<StatementDesign, 'label'>,
  at: { x: number; color: string; align?: 'left' | 'center'; bold?: boolean; lineHeight?: number },
  input: LayoutInput,
) {
  if (!parts.label) return undefined;
  const { w, sizes, lines } = design.label(parts);
  const base = { id: `${slideId}.${parts.labelId}`, y: 0, w, font: 'body' as const };
  const spec = { ...base, ...at, paragraphs: [parts.label] };
  return labelSpec(spec, sizes, input.ctx.measurer, lines);
}

/** Boxes centred on a vertical axis: stacked items of given heights and gaps, centred in a span. */
export function stack(top: number, bottom: number, heights: readonly number[], gap: number) {
  const total = heights.reduce((sum, h) => sum + h, 0) + gap * Math.max(0, heights.length - 1);
  let y = top + Math.max(0, (bottom - top - total) / 2);
  return heights.map((h) => {
    const at = y;
    y += h + gap;
    return at;
  });
}

/** A bar (a filled rectangle) in `color`. */
export const bar = (id: string, box: Box, color: string) => filledShape(id, 'rect', box, color);
