import type { DeckElement } from '../model.js';
import { contrastRatio, type DeckTheme } from '../themes.js';
import { GRID, type LayoutContext } from './context.js';
import { filledShape, type Box } from './elements.js';
import { featureColors, gradientBands } from './feature.js';
import { motifShapes } from './motifs.js';

/** Width of the brand panel of the split composition. */
export const SPLIT_PANEL = 340;
/** The brand band of the band composition. */
export const BAND = { y: 150, h: 220 } as const;

/** Highlights on the brand colour: the accent when it reads there, else the on-primary colour. */
export function highlightOnPrimary(theme: DeckTheme): string {
  const { accent, primary, onPrimary } = theme.palette;
  return contrastRatio(accent, primary) >= 3 ? accent : onPrimary;
}

/** Colours of the text set in a stage's column. */
export interface StageInk {
  title: string;
  body: string;
  /** Rules and large numbers. */
  highlight: string;
}

/**
 * The setting of a full-page slide (cover, divider, closing) in the theme's cover composition:
 * its background and ornaments, and the column its text goes in. Dividers and the closing
 * slide use it so that they read as one set with the cover.
 */
export interface FeatureStage {
  background: string;
  elements: DeckElement[];
  column: { x: number; w: number; align: 'left' | 'center' };
  ink: StageInk;
  /** The brand panel (split) or band (band) the composition puts text on. */
  brand?: Box;
}

/** Corner marks on a frame, in the highlight colour. */
export function frameCorners(id: string, frame: Box, color: string): DeckElement[] {
  const size = 10;
  const corners = [
    { x: frame.x - size / 2, y: frame.y - size / 2 },
    { x: frame.x + frame.w - size / 2, y: frame.y - size / 2 },
    { x: frame.x - size / 2, y: frame.y + frame.h - size / 2 },
    { x: frame.x + frame.w - size / 2, y: frame.y + frame.h - size / 2 },
  ];
  return corners.map((corner, index) =>
    filledShape(`${id}.corner-${index + 1}`, 'rect', { ...corner, w: size, h: size }, color),
  );
}

/** A double frame with corner marks, inset 40 pt from the page edge. */
export function doubleFrame(id: string, color: string): DeckElement[] {
  const frame = { x: 40, y: 40, w: 880, h: 460 };
  const line = { color, width: 1.5 };
  const inner = { x: 48, y: 48, w: 864, h: 444 };
  return [
    { type: 'shape', id: `${id}.frame`, ...frame, geometry: 'rect', line },
    {
      type: 'shape',
      id: `${id}.frame-inner`,
      ...inner,
      geometry: 'rect',
      line: { ...line, width: 0.75 },
    },
    ...frameCorners(id, frame, color),
  ];
}

function splitStage(id: string, theme: DeckTheme): FeatureStage {
  const { palette } = theme;
  const panel = { x: 0, y: 0, w: SPLIT_PANEL, h: GRID.pageHeight };
  const left = SPLIT_PANEL + 56;
  return {
    background: palette.background,
    elements: [
      filledShape(`${id}.panel`, 'rect', panel, palette.primary),
      filledShape(`${id}.edge`, 'rect', { x: SPLIT_PANEL, y: 0, w: 6, h: 540 }, palette.accent),
      filledShape(`${id}.chip`, 'rect', { x: 56, y: 72, w: 48, h: 6 }, highlightOnPrimary(theme)),
    ],
    column: { x: left, w: GRID.pageWidth - left - 56, align: 'left' },
    ink: { title: palette.title, body: palette.textMuted, highlight: palette.primary },
    brand: panel,
  };
}

function bandStage(id: string, theme: DeckTheme): FeatureStage {
  const { palette } = theme;
  const highlight = highlightOnPrimary(theme);
  const width = GRID.pageWidth;
  const band = { x: 0, ...BAND, w: width };
  return {
    background: palette.background,
    elements: [
      filledShape(`${id}.band`, 'rect', band, palette.primary),
      filledShape(`${id}.band-top`, 'rect', { x: 0, y: BAND.y + 12, w: width, h: 1.5 }, highlight),
      filledShape(
        `${id}.band-bottom`,
        'rect',
        { x: 0, y: BAND.y + BAND.h - 13.5, w: width, h: 1.5 },
        highlight,
      ),
    ],
    column: { x: 120, w: width - 240, align: 'center' },
    ink: { title: palette.onPrimary, body: palette.textMuted, highlight: palette.primary },
    brand: band,
  };
}

/** The stage of a full-page slide `id` in the theme's cover composition. */
export function featureStage(id: string, ctx: LayoutContext): FeatureStage {
  const { theme } = ctx;
  if (theme.cover === 'split') return splitStage(id, theme);
  if (theme.cover === 'band') return bandStage(id, theme);
  const colors = featureColors(theme);
  const ink = { title: colors.title, body: colors.body, highlight: colors.highlight };
  const base = { background: colors.background, ink };
  if (theme.cover === 'framed') {
    return {
      ...base,
      elements: [...gradientBands(id, theme), ...doubleFrame(id, colors.highlight)],
      column: { x: 140, w: 680, align: 'center' },
    };
  }
  const elements = [...gradientBands(id, theme), ...motifShapes(id, 'feature', theme, colors)];
  return theme.cover === 'centered'
    ? { ...base, elements, column: { x: 120, w: 720, align: 'center' } }
    : { ...base, elements, column: { x: 80, w: 620, align: 'left' } };
}
