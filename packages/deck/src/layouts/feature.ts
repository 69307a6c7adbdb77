import type { ShapeElement } from '../model.js';
import { contrastRatio, type DeckTheme } from '../themes.js';
import { mix } from '../themes/contrast.js';
import { GRID } from './context.js';
import { filledShape } from './elements.js';

/** Colours of the full-page slides (cover, divider, closing) of a theme. */
export interface FeatureColors {
  background: string;
  title: string;
  body: string;
  /** Rules, chapter numbers and other highlights; at least 3:1 on the background. */
  highlight: string;
}

export function featureColors(theme: DeckTheme): FeatureColors {
  const { palette } = theme;
  if (theme.feature.fill === 'primary') {
    const highlight =
      contrastRatio(palette.accent, palette.primary) >= 3 ? palette.accent : palette.onPrimary;
    return {
      background: palette.primary,
      title: palette.onPrimary,
      body: palette.onPrimaryMuted,
      highlight,
    };
  }
  const highlight =
    contrastRatio(palette.accent, palette.background) >= 3 ? palette.accent : palette.primary;
  return {
    background: palette.background,
    title: palette.title,
    body: palette.textMuted,
    highlight,
  };
}

/** Bands of the cover gradient; enough that neighbouring bands differ by a few levels at most. */
const GRADIENT_STEPS = 40;
/** How far towards `secondary` the right edge of the gradient goes. */
const GRADIENT_STRENGTH = 0.62;
const GRADIENT_START = GRID.pageWidth * 0.28;

/** Smoothstep: the ramp starts and ends without a visible edge. */
const ease = (t: number) => t * t * (3 - 2 * t);

/**
 * A soft left-to-right gradient from the feature background towards `secondary`, built from
 * opaque bands of mixed colour that each reach the right edge (so no seam shows between them).
 * Opaque bands render identically in every writer; bands whose colour rounds to the previous
 * one are skipped, which keeps the element count low.
 */
export function gradientBands(slideId: string, theme: DeckTheme): ShapeElement[] {
  if (!theme.feature.gradient) return [];
  const from = featureColors(theme).background;
  const step = (GRID.pageWidth - GRADIENT_START) / GRADIENT_STEPS;
  const bands: ShapeElement[] = [];
  let previous = from;
  for (let index = 0; index < GRADIENT_STEPS; index++) {
    const t = ease((index + 1) / GRADIENT_STEPS) * GRADIENT_STRENGTH;
    const color = mix(from, theme.palette.secondary, t);
    if (color === previous) continue;
    previous = color;
    const x = GRADIENT_START + index * step;
    const box = { x, y: 0, w: GRID.pageWidth - x, h: GRID.pageHeight };
    bands.push(filledShape(`${slideId}.gradient-${index + 1}`, 'rect', box, color));
  }
  return bands;
}
