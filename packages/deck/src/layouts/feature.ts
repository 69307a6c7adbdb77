import type { ShapeElement } from '../model.js';
import { contrastRatio, type DeckTheme } from '../themes.js';
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

const GRADIENT_STEPS = 16;

/**
 * A soft left-to-right gradient towards `secondary`, as overlapping translucent bands that
 * each start further right: the right edge is the most saturated.
 */
export function gradientBands(slideId: string, theme: DeckTheme): ShapeElement[] {
  if (!theme.feature.gradient) return [];
  const start = GRID.pageWidth * 0.3;
  const step = (GRID.pageWidth - start) / GRADIENT_STEPS;
  return Array.from({ length: GRADIENT_STEPS }, (_, index) =>
    filledShape(
      `${slideId}.gradient-${index + 1}`,
      'rect',
      { x: start + index * step, y: 0, w: GRID.pageWidth - start - index * step, h: 540 },
      theme.palette.secondary,
      95,
    ),
  );
}
