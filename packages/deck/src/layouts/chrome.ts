import type { DeckElement } from '../model.js';
import { mix } from '../themes/contrast.js';
import { GRID, type LayoutContext } from './context.js';
import { largestFittingSize } from '../text-fit.js';
import { filledShape, fittedTextBox, frameOf, type Box } from './elements.js';

/** Top of the body area below a slide header. */
export const HEADER_BOTTOM = 118;
/** Two title lines at the smallest title size, insets included. */
const TITLE_H = 58;
const KICKER_H = 26;
const BADGE = 40;

/**
 * Where the title block sits: themes whose motif runs a band along the top edge (stripes,
 * frame) set it lower, so the kicker above the title keeps clear of the band.
 */
function headerFrame(ctx: LayoutContext) {
  const banded = ctx.theme.motif === 'stripes' || ctx.theme.motif === 'frame';
  const titleY = banded ? 44 : 36;
  return { titleY, kickerY: titleY - KICKER_H + 2, ruleY: banded ? 106 : 102 };
}

/** The hairline colour of a theme: its surface, a shade towards the muted text. */
export function hairlineColor(ctx: LayoutContext): string {
  return mix(ctx.theme.palette.surface, ctx.theme.palette.textMuted, 0.25);
}

function titleSpec(id: string, title: string, box: Box, centred: boolean, ctx: LayoutContext) {
  return {
    id,
    ...box,
    font: 'heading' as const,
    paragraphs: [title],
    color: ctx.theme.palette.title,
    bold: true,
    align: centred ? ('center' as const) : ('left' as const),
    valign: 'middle' as const,
    lineHeight: 1.25,
    maxSize: 28,
    balance: true,
    minSize: 20,
  };
}

/** The badge style needs a number; slides without one (the agenda) use the bar. */
function effectiveStyle(ctx: LayoutContext, badge: string) {
  return ctx.theme.titleStyle === 'badge' && !badge ? 'bar' : ctx.theme.titleStyle;
}

/** Marks that go with the title: bar, underline, number badge or a centred rule. */
function titleMarks(slideId: string, badge: string, ctx: LayoutContext): DeckElement[] {
  const { palette, radius } = ctx.theme;
  const titleStyle = effectiveStyle(ctx, badge);
  const { marginX, contentWidth } = GRID;
  const { titleY, ruleY } = headerFrame(ctx);
  const titleMiddle = titleY + TITLE_H / 2;
  const rule = filledShape(
    `${slideId}.rule`,
    'rect',
    { x: marginX, y: ruleY, w: contentWidth, h: 1 },
    hairlineColor(ctx),
  );
  switch (titleStyle) {
    case 'bar':
      return [
        filledShape(
          `${slideId}.accent`,
          'rect',
          { x: 48, y: titleMiddle - 18, w: 6, h: 36 },
          palette.primary,
        ),
        rule,
      ];
    case 'underline':
      return [
        rule,
        filledShape(
          `${slideId}.accent`,
          'rect',
          { x: marginX, y: ruleY - 2, w: 56, h: 4 },
          palette.primary,
        ),
      ];
    case 'centered':
      return [
        filledShape(
          `${slideId}.accent`,
          'rect',
          { x: GRID.pageWidth / 2 - 24, y: ruleY - 2, w: 48, h: 3 },
          palette.primary,
        ),
      ];
    case 'badge': {
      const box = { x: marginX, y: titleMiddle - BADGE / 2, w: BADGE, h: BADGE };
      const corner = Math.min(radius, 10);
      return [
        filledShape(
          `${slideId}.badge`,
          corner > 0 ? 'roundRect' : 'rect',
          box,
          palette.primary,
          undefined,
          corner,
        ),
        fittedTextBox(
          {
            id: `${slideId}.badge-number`,
            ...box,
            font: 'heading',
            paragraphs: [badge],
            color: palette.onPrimary,
            bold: true,
            align: 'center',
            valign: 'middle',
            lineHeight: 1.2,
            maxSize: 16,
            minSize: 12,
          },
          ctx.measurer,
        ),
        rule,
      ];
    }
  }
}

/**
 * The header of ordinary slides in the theme's title style: the title (one line at 28 pt, down
 * to two lines at 20 pt), an optional kicker naming the parent heading, and the style's marks.
 * `badge` is the number the badge style shows.
 */
export function slideHeader(
  slideId: string,
  title: string,
  kicker: string | undefined,
  ctx: LayoutContext,
  badge = '',
): DeckElement[] {
  const { palette } = ctx.theme;
  const titleStyle = effectiveStyle(ctx, badge);
  const { marginX, contentWidth } = GRID;
  const centred = titleStyle === 'centered';
  const elements = titleMarks(slideId, badge, ctx);
  const indent = titleStyle === 'badge' ? BADGE + 12 : 0;
  const { titleY, kickerY } = headerFrame(ctx);
  if (kicker) {
    // The kicker lines up with the title text (past the badge) and is large enough to read.
    const x = centred ? marginX : marginX + indent;
    elements.push(
      fittedTextBox(
        {
          id: `${slideId}.kicker`,
          x,
          y: kickerY,
          w: contentWidth - (x - marginX),
          h: KICKER_H,
          font: 'body',
          paragraphs: [kicker],
          color: palette.primary,
          bold: true,
          align: centred ? 'center' : 'left',
          valign: 'bottom',
          lineHeight: 1.2,
          maxSize: 14,
          minSize: 13,
        },
        ctx.measurer,
      ),
    );
  }
  const box = { x: marginX + indent, y: titleY, w: contentWidth - indent, h: TITLE_H };
  elements.push(
    fittedTextBox(titleSpec(`${slideId}.title`, title, box, centred, ctx), ctx.measurer),
  );
  return elements;
}

/**
 * Whether `title` fits the header's title box whole (two lines at 20 pt at most). A title that
 * does not is shown as its first clauses, and the slide carries the whole heading as a lead line.
 */
export function headerTitleFits(title: string, ctx: LayoutContext, badge = ''): boolean {
  const titleStyle = effectiveStyle(ctx, badge);
  const indent = titleStyle === 'badge' ? BADGE + 12 : 0;
  const { marginX, contentWidth } = GRID;
  const box = { x: marginX + indent, y: 0, w: contentWidth - indent, h: TITLE_H };
  const spec = titleSpec('', title, box, titleStyle === 'centered', ctx);
  const sizes = { max: spec.maxSize, min: spec.minSize };
  return largestFittingSize(spec.paragraphs, sizes, frameOf(spec), ctx.measurer) !== undefined;
}
