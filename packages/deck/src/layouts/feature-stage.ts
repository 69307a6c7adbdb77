import type { DeckElement, ImageElement } from '../model.js';
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

/**
 * Where a full-page slide of the theme shows a picture (issue 16, item 2):
 * - `side`: a full-height picture on the right third, the text column narrowed beside it;
 * - `backdrop`: the picture covers the page and the text sits on a scrim panel in the stage's
 *   colour, so it never stands on the busy picture itself;
 * - `panel`: the picture fills the top of the split composition's brand panel, the year or
 *   chapter number stays on the solid colour below it.
 * Government and Chinese classic themes, the framed and the band compositions keep their
 * ornaments (ink mountains, frames, bands) instead: a designer would not put a picture there.
 */
export type StagePicture = 'side' | 'backdrop' | 'panel';

export function stagePicture(theme: DeckTheme): StagePicture | undefined {
  if (theme.family === 'government' || theme.family === 'classic') return undefined;
  if (theme.cover === 'classic') return 'side';
  if (theme.cover === 'centered') return 'backdrop';
  if (theme.cover === 'split') return 'panel';
  return undefined;
}

/** Left edge of the side picture. */
const SIDE_PICTURE_X = 600;
/** Bottom of the picture at the top of the split panel; the year or number sits below it. */
export const PANEL_PICTURE_BOTTOM = 300;
/**
 * The scrim the text of a backdrop stage stands on: opaque, as even a few percent of a busy
 * picture showing through reads as ghosts behind the title.
 */
const SCRIM = { x: 88, y: 84, w: 784, h: 388 } as const;

function picture(id: string, box: Box, src: string): ImageElement {
  return { type: 'image', id: `${id}.picture`, ...box, src };
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

function splitStage(id: string, theme: DeckTheme, src?: string): FeatureStage {
  const { palette } = theme;
  const panel = { x: 0, y: 0, w: SPLIT_PANEL, h: GRID.pageHeight };
  const left = SPLIT_PANEL + 56;
  const top = src
    ? [picture(id, { x: 0, y: 0, w: SPLIT_PANEL, h: PANEL_PICTURE_BOTTOM }, src)]
    : [filledShape(`${id}.chip`, 'rect', { x: 56, y: 72, w: 48, h: 6 }, highlightOnPrimary(theme))];
  return {
    background: palette.background,
    elements: [
      filledShape(`${id}.panel`, 'rect', panel, palette.primary),
      ...top,
      filledShape(`${id}.edge`, 'rect', { x: SPLIT_PANEL, y: 0, w: 6, h: 540 }, palette.accent),
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

/**
 * The stage of a full-page slide `id` in the theme's cover composition; with `src`, the
 * picture where the theme's composition puts one (stagePicture), else as without.
 */
export function featureStage(id: string, ctx: LayoutContext, src?: string): FeatureStage {
  const { theme } = ctx;
  const place = src === undefined ? undefined : stagePicture(theme);
  if (theme.cover === 'split') return splitStage(id, theme, place ? src : undefined);
  if (theme.cover === 'band') return bandStage(id, theme);
  const colors = featureColors(theme);
  const ink = { title: colors.title, body: colors.body, highlight: colors.highlight };
  const base = { background: colors.background, ink };
  if (src !== undefined && place === 'side') {
    const box = { x: SIDE_PICTURE_X, y: 0, w: GRID.pageWidth - SIDE_PICTURE_X, h: GRID.pageHeight };
    return {
      ...base,
      elements: [...gradientBands(id, theme), picture(id, box, src)],
      column: { x: 80, w: SIDE_PICTURE_X - 80 - 48, align: 'left' },
    };
  }
  if (src !== undefined && place === 'backdrop') {
    const page = { x: 0, y: 0, w: GRID.pageWidth, h: GRID.pageHeight };
    const scrim = filledShape(
      `${id}.scrim`,
      theme.radius > 0 ? 'roundRect' : 'rect',
      SCRIM,
      colors.background,
      undefined,
      theme.radius,
    );
    return {
      ...base,
      elements: [picture(id, page, src), scrim],
      column: { x: 120, w: 720, align: 'center' },
    };
  }
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
