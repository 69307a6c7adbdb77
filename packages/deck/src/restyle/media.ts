import type { Box } from '../layouts/elements.js';
import type { ChartElement, ImageElement } from '../model.js';
import type { DeckTheme } from '../themes.js';

/**
 * Charts and pictures of an imported slide placed anew. A chart keeps its data (kind,
 * categories, every series, stacking, title, legend, unit) and takes the theme's series
 * colours; a picture keeps its source, crop and flips, and its proportions: it is fitted
 * whole into its cell rather than cut to the cell's shape.
 */

const GAP = 32;
/** The most pictures shown side by side (a 2 x 2 grid for four). */
export const PICTURES_PER_SLIDE = 4;
export const CHARTS_PER_SLIDE = 2;

export function themedChart(chart: ChartElement, id: string, box: Box, theme: DeckTheme) {
  const { palette, chart: series } = theme;
  const pick = (index: number) => series[index % series.length] ?? palette.primary;
  const round = chart.kind === 'pie' || chart.kind === 'doughnut';
  // The imported chart's group and frame are the old slide's.
  const { group: _group, x: _x, y: _y, w: _w, h: _h, ...data } = chart;
  const themed: ChartElement = {
    ...data,
    id,
    ...box,
    colors: round ? chart.categories.map((_c, i) => pick(i)) : [pick(0)],
    labelColor: palette.text,
  };
  if (chart.extraSeries) {
    themed.extraSeries = chart.extraSeries.map((extra, i) => ({ ...extra, color: pick(i + 1) }));
  }
  return themed;
}

/** `count` cells side by side in `area` (two rows of two for four). */
function cells(area: Box, count: number): Box[] {
  const columns = count === 4 ? 2 : count;
  const rows = Math.ceil(count / columns);
  const w = (area.w - GAP * (columns - 1)) / columns;
  const h = (area.h - GAP * (rows - 1)) / rows;
  return Array.from({ length: count }, (_v, i) => ({
    x: area.x + (i % columns) * (w + GAP),
    y: area.y + Math.floor(i / columns) * (h + GAP),
    w,
    h,
  }));
}

const inset = (area: Box): Box => ({ ...area, y: area.y + 8, h: area.h - 16 });

/** Charts side by side over the body. */
export function chartRow(
  id: string,
  charts: readonly ChartElement[],
  area: Box,
  theme: DeckTheme,
): ChartElement[] {
  const boxes = cells(inset(area), charts.length);
  return charts.map((chart, i) =>
    themedChart(chart, charts.length === 1 ? id : `${id}-${i + 1}`, boxes[i]!, theme),
  );
}

/**
 * A picture grows to at most this many times its size on the old page (both on the standard
 * page's scale): an icon or a small logo is not blown up to fill a slide.
 */
const MAX_GROWTH = 2.5;

/**
 * The largest box of the picture's proportions inside `cell` (and within MAX_GROWTH of its
 * size), centred in it. The picture's frame is on the standard page's scale (read.ts).
 */
export function fittedBox(picture: Box, cell: Box): Box {
  const ratio = picture.h > 0 && picture.w > 0 ? picture.w / picture.h : 4 / 3;
  const w = Math.min(cell.w, cell.h * ratio, Math.max(1, picture.w) * MAX_GROWTH);
  const h = w / ratio;
  return { x: cell.x + (cell.w - w) / 2, y: cell.y + (cell.h - h) / 2, w, h };
}

/** The picture at `box`: its source, crop and flips; not its old rotation or group. */
export function placedPicture(picture: ImageElement, id: string, box: Box): ImageElement {
  return {
    type: 'image',
    id,
    ...box,
    src: picture.src,
    ...(picture.crop ? { crop: picture.crop } : {}),
    ...(picture.flipH ? { flipH: true } : {}),
    ...(picture.flipV ? { flipV: true } : {}),
  };
}

/** Up to four pictures over the body, each whole in its cell. */
export function pictureGrid(
  id: string,
  pictures: readonly ImageElement[],
  area: Box,
): ImageElement[] {
  const boxes = cells(inset(area), pictures.length);
  return pictures.map((picture, i) =>
    placedPicture(picture, `${id}-${i + 1}`, fittedBox(picture, boxes[i]!)),
  );
}
