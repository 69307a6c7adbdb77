import type { DeckElement } from '../../model.js';
import { largestFittingSize } from '../../text-fit.js';
import { filledShape, frameOf, horizontalLine, panel, textBox, type Box } from '../elements.js';
import type { DeckTheme } from '../../themes.js';
import {
  markerText,
  pictureLayout,
  rowPoints,
  ROWS,
  type PicturePoints,
} from './single-picture.js';
import { secondColor, textFills, textOn } from './single-kit.js';

/** The fill of row `number`: the theme's text fills in turn. */
function fillOf(number: number, theme: DeckTheme): string {
  const fills = textFills(theme);
  return fills[(number - 1) % fills.length] ?? theme.palette.primary;
}

/**
 * Campus: the picture tilted on a rounded mat in a chart colour; the points as rounded pills in
 * a zig-zag, each led by a numbered circle in the chart colours.
 */
const campus = pictureLayout({
  variant: 'pills',
  frames(area) {
    const mat = { x: area.x + 14, y: area.y + 20, w: 292, h: area.h - 40 };
    const picture = { x: mat.x + 14, y: mat.y + 14, w: mat.w - 28, h: mat.h - 28 };
    const x = mat.x + mat.w + 40;
    const column = { x, y: area.y + 8, w: area.x + area.w - x, h: area.h - 16 };
    return { picture, column, rotate: -3 };
  },
  decorate(slideId, { picture }, ctx) {
    const mat = { x: picture.x - 14, y: picture.y - 14, w: picture.w + 28, h: picture.h + 28 };
    const shape = filledShape(`${slideId}.mat`, 'roundRect', mat, secondColor(ctx.theme), 0, 24);
    return { under: [{ ...shape, rotate: -3 }], over: [] };
  },
  points: rowPoints(
    { ...ROWS, lead: 58, trail: 20, minH: 52, gap: { min: 8, max: 28 }, stagger: 24 },
    (id, row, number, ctx) => {
      const { surface } = ctx.theme.palette;
      const fill = fillOf(number, ctx.theme);
      const circle = { x: row.box.x + 10, y: row.box.y + (row.box.h - 36) / 2, w: 36, h: 36 };
      const radius = Math.min(row.box.h / 2, 26);
      return {
        elements: [
          filledShape(`${id}-pill`, 'roundRect', row.box, surface, undefined, radius),
          filledShape(`${id}-circle`, 'ellipse', circle, fill),
          markerText(`${id}.number`, circle, String(number), textOn(fill, ctx.theme), ctx, 16),
        ],
      };
    },
  ),
});

/** Columns under a minimal picture: a hairline, a large light number, the point. */
const COLUMN_GAP = 28;
const NUMBER_H = 48;
const column = (box: Box, count: number, index: number): Box => {
  const w = (box.w - COLUMN_GAP * (count - 1)) / count;
  return { x: box.x + index * (w + COLUMN_GAP), y: box.y, w, h: box.h };
};
const pointSpec = (box: Box) => ({
  ...box,
  y: box.y + NUMBER_H,
  h: box.h - NUMBER_H,
  font: 'body' as const,
});

const columnPoints: PicturePoints = {
  fit(points, box, ctx) {
    const sizes = points.map((point, index) => {
      const frame = frameOf(pointSpec(column(box, points.length, index)));
      return largestFittingSize([point], { max: 26, min: 16 }, frame, ctx.measurer);
    });
    if (sizes.some((size) => size === undefined)) return undefined;
    return Math.min(...sizes.map((size) => size ?? 0));
  },
  draw(slideId, page, box, ctx) {
    const { palette } = ctx.theme;
    return page.points.flatMap((point, index): DeckElement[] => {
      const id = `${slideId}.point-${index + 1}`;
      const place = column(box, page.points.length, index);
      const number = String(page.start + index + 1).padStart(2, '0');
      const light = { color: palette.textMuted, lineHeight: 1, size: 28 };
      return [
        horizontalLine(`${id}-line`, place, place.w, { color: palette.title, width: 0.75 }),
        textBox({
          id: `${id}.number`,
          ...place,
          y: place.y + 6,
          h: 40,
          font: 'heading',
          paragraphs: [number],
          ...light,
        }),
        textBox({
          id,
          ...pointSpec(place),
          paragraphs: [point],
          color: palette.text,
          size: page.size,
        }),
      ];
    });
  },
};

/** Minimal: the picture across the top of the body, the points in columns under it. */
const minimal = pictureLayout({
  variant: 'columns',
  frames(area) {
    const picture = { x: area.x, y: area.y + 8, w: area.w, h: Math.round(area.h * 0.5) };
    const y = picture.y + picture.h + 24;
    return { picture, column: { x: area.x, y, w: area.w, h: area.y + area.h - y } };
  },
  decorate: () => ({ under: [], over: [] }),
  points: columnPoints,
});

/**
 * Vivid: the picture on the right with a colour block offset behind it; the points on full
 * colour cards in alternating chart colours, their text in the colour that reads on each.
 */
const vivid = pictureLayout({
  variant: 'offset',
  frames(area) {
    const picture = { x: area.x + area.w - 324, y: area.y + 8, w: 300, h: area.h - 36 };
    return {
      picture,
      column: { x: area.x, y: area.y + 8, w: picture.x - 36 - area.x, h: area.h - 16 },
    };
  },
  decorate(slideId, { picture }, ctx) {
    const block = { ...picture, x: picture.x + 24, y: picture.y + 20 };
    return {
      under: [panel(`${slideId}.block`, block, secondColor(ctx.theme), ctx.theme.radius)],
      over: [],
    };
  },
  points: rowPoints(
    { ...ROWS, lead: 22, trail: 22, padY: 12, gap: { min: 10, max: 22 } },
    (id, row, number, ctx) => {
      const fill = fillOf(number, ctx.theme);
      return {
        elements: [panel(`${id}-card`, row.box, fill, ctx.theme.radius)],
        color: textOn(fill, ctx.theme),
      };
    },
  ),
});

export { campus as PICTURE_CAMPUS, minimal as PICTURE_MINIMAL, vivid as PICTURE_VIVID };
