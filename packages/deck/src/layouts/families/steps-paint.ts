import type { ShapeElement } from '../../model.js';
import { contrastRatio, mix } from '../../themes/contrast.js';
import type { LayoutContext } from '../context.js';
import type { Box } from '../elements.js';

/** Colours and strokes of the step compositions: text on fills, outlines, lines. */

/** The text colour of the palette that reads best on `fill`. */
export function textOn(fill: string, ctx: LayoutContext): string {
  const { palette } = ctx.theme;
  if (fill === palette.primary) return palette.onPrimary;
  const candidates = [palette.text, palette.onPrimary, palette.background, palette.title];
  return candidates.reduce((best, colour) =>
    contrastRatio(colour, fill) > contrastRatio(best, fill) ? colour : best,
  );
}

/**
 * A fill near `colour` that one of the palette's text colours reads on at 4.5:1 or more, with
 * that text colour: the colour itself, else shaded towards the text or the background.
 */
export function readableFill(colour: string, ctx: LayoutContext): { fill: string; text: string } {
  const { palette } = ctx.theme;
  for (const amount of [0, 0.15, 0.3, 0.45, 0.6]) {
    for (const towards of [palette.text, palette.background]) {
      const fill = mix(colour, towards, amount);
      const text = textOn(fill, ctx);
      if (contrastRatio(text, fill) >= 4.5) return { fill, text };
    }
  }
  return { fill: palette.primary, text: palette.onPrimary };
}

/** The readable fill of chart colour `index` (cycling) and its text colour. */
export const chartFill = (index: number, ctx: LayoutContext) =>
  readableFill(ctx.theme.chart[index % ctx.theme.chart.length] ?? ctx.theme.palette.primary, ctx);

/** A shape with a stroke and an optional fill. */
export function outlined(
  id: string,
  geometry: ShapeElement['geometry'],
  box: Box,
  stroke: { color: string; width: number },
  fill?: string,
  radius?: number,
): ShapeElement {
  return {
    type: 'shape',
    id,
    ...box,
    geometry,
    ...(radius && geometry === 'roundRect' ? { radius } : {}),
    ...(fill ? { fill: { color: fill } } : {}),
    line: stroke,
  };
}

/** A straight line from (x, y) by (w, h), both not negative. */
export function line(id: string, box: Box, stroke: { color: string; width: number }): ShapeElement {
  return { type: 'shape', id, ...box, geometry: 'line', line: stroke };
}
