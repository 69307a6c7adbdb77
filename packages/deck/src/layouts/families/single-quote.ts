import type { DeckElement } from '../../model.js';
import { largestFittingSize } from '../../text-fit.js';
import type { LayoutContext } from '../context.js';
import { onePerPage, type ContentLayout } from '../content-layout.js';
import { fittedTextBox, frameOf, type Box } from '../elements.js';
import { quotation } from '../point-shape.js';

const SIZES = { max: 40, min: 18 };
const LINE = 1.4;

/** A quotation and its source, as a family shows it. */
export interface QuoteParts {
  text: string;
  source?: string;
}

/** How a family sets a quotation: the box of its text and what it draws round it. */
export interface QuoteDesign {
  variant: string;
  /** The quotation's text box in the body area. */
  box(area: Box): Box;
  /** How the quotation is set: centred or left, bold or light, on the primary or the page. */
  look: { align: 'left' | 'center'; bold: boolean; onPrimary?: boolean };
  /** Everything but the quotation's text: drawn `under` it and `over` it (the source). */
  draw: QuoteDraw;
}

export type QuoteDraw = (
  slideId: string,
  area: Box,
  quote: QuoteParts,
  ctx: LayoutContext,
) => { under: DeckElement[]; over: DeckElement[] };

const textSpec = (box: Box, bold: boolean) => ({
  ...box,
  font: 'heading' as const,
  bold,
  lineHeight: LINE,
});

const partsOf = (point: string): QuoteParts => quotation(point) ?? { text: point };

/**
 * A family's quote slide: one quotation a slide (1-3 of them), set in the heading face at one
 * size for all, 18 to 30 pt, as large as the family's box holds the longest.
 */
export function quoteLayout(design: QuoteDesign): ContentLayout {
  return {
    id: 'quote',
    variant: design.variant,
    header: true,
    plan(points, { area, ctx }) {
      if (points.length === 0 || points.length > 3) return undefined;
      const frame = frameOf(textSpec(design.box(area), design.look.bold));
      const sizes = points.map((point) =>
        largestFittingSize([partsOf(point).text], SIZES, frame, ctx.measurer),
      );
      if (sizes.some((size) => size === undefined)) return undefined;
      return onePerPage(points, Math.min(...sizes.map((size) => size ?? SIZES.min)));
    },
    render(slideId, page, { area, ctx }) {
      const quote = partsOf(page.points[0] ?? '');
      const { under, over } = design.draw(slideId, area, quote, ctx);
      const text = fittedTextBox(
        {
          id: `${slideId}.quote`,
          ...textSpec(design.box(area), design.look.bold),
          paragraphs: [quote.text],
          color: design.look.onPrimary ? ctx.theme.palette.onPrimary : ctx.theme.palette.title,
          align: design.look.align,
          valign: 'middle',
          maxSize: page.size,
          minSize: page.size,
          balance: true,
        },
        ctx.measurer,
      );
      return [...under, text, ...over];
    },
  };
}

/** The source line ('—— 荀子') in `box`, 14 to 18 pt; none without a source. */
export function sourceLine(
  slideId: string,
  quote: QuoteParts,
  box: Box,
  style: { color: string; align: 'left' | 'center' | 'right'; bold?: boolean },
  ctx: LayoutContext,
): DeckElement[] {
  if (!quote.source) return [];
  const spec = {
    id: `${slideId}.source`,
    ...box,
    font: 'body' as const,
    valign: 'middle' as const,
  };
  const text = { paragraphs: [`—— ${quote.source}`], ...style, maxSize: 18, minSize: 14 };
  return [fittedTextBox({ ...spec, ...text }, ctx.measurer)];
}
