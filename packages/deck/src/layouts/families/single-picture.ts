import type { DeckElement, ImageElement } from '../../model.js';
import { slidePicture, type LayoutContext } from '../context.js';
import type { BodyPage, ContentLayout } from '../content-layout.js';
import { filledShape, fittedTextBox, horizontalLine, type Box } from '../elements.js';
import {
  chineseOrdinal,
  markColor,
  outlined,
  planPages,
  sealColor,
  textOn,
  verticalLine,
} from './single-kit.js';
import { placeRows, rowsSize, rowText, type Row, type RowsStyle } from './single-rows.js';

/** At most this many points beside a picture; more go to another slide. */
const MAX_POINTS = 5;

/** How a family sets the points beside its picture. */
export interface PicturePoints {
  /** The largest size the points fit `box` at, or undefined. */
  fit(points: readonly string[], box: Box, ctx: LayoutContext): number | undefined;
  draw(slideId: string, page: BodyPage, box: Box, ctx: LayoutContext): DeckElement[];
}

/** Where a family puts its picture and points in the body area, and what it draws round them. */
export interface PictureComposition {
  variant: string;
  frames(area: Box): { picture: Box; column: Box; rotate?: number };
  points: PicturePoints;
  /** Frames, mats and bands: `under` is drawn before the picture, `over` after it. */
  decorate(
    slideId: string,
    frames: { picture: Box; column: Box },
    ctx: LayoutContext,
  ): { under: DeckElement[]; over: DeckElement[] };
}

/**
 * The picture (the engine's illustration for the slide's topic, a real picture element which
 * every writer crops to its frame, never stretched) beside 2-5 points, as a family composes it.
 * Points are never cut across slides beside a picture: a point too long for the column leaves
 * the slide to the plain list.
 */
export function pictureLayout(spec: PictureComposition): ContentLayout {
  return {
    id: 'image-text',
    variant: spec.variant,
    header: true,
    plan(points, { area, ctx }) {
      const { column } = spec.frames(area);
      return planPages(points, MAX_POINTS, (chunk) => spec.points.fit(chunk, column, ctx));
    },
    render(slideId, page, { source, area, ctx }) {
      const frames = spec.frames(area);
      const { under, over } = spec.decorate(slideId, frames, ctx);
      const picture: ImageElement = {
        type: 'image',
        id: `${slideId}.illustration`,
        ...frames.picture,
        ...(frames.rotate === undefined ? {} : { rotate: frames.rotate }),
        src: slidePicture(ctx, source.heading.title, page.points, page.start),
      };
      return [...under, picture, ...over, ...spec.points.draw(slideId, page, frames.column, ctx)];
    },
  };
}

/** A row's marker and the colour of its text. */
export type RowMarker = (
  id: string,
  row: Row,
  number: number,
  ctx: LayoutContext,
) => { elements: DeckElement[]; color?: string };

/** Points as rows (single-rows.ts), each led by the family's marker. */
export function rowPoints(style: RowsStyle, marker: RowMarker): PicturePoints {
  return {
    fit: (points, box, ctx) => rowsSize(points, box, style, ctx.measurer),
    draw(slideId, page, box, ctx) {
      const rows = placeRows(page.points, page.size, box, style, ctx.measurer);
      return rows.flatMap((row) => {
        const id = `${slideId}.point-${row.index + 1}`;
        const { elements, color } = marker(id, row, page.start + row.index + 1, ctx);
        return [...elements, rowText(id, row, page.size, color ?? ctx.theme.palette.text)];
      });
    },
  };
}

/** A small square (or circle) carrying a number or ordinal, its text fitted inside. */
export function markerText(
  id: string,
  box: Box,
  text: string,
  color: string,
  ctx: LayoutContext,
  maxSize = 20,
): DeckElement {
  const spec = { id, ...box, font: 'heading' as const, paragraphs: [text], color, bold: true };
  const sized = { align: 'center' as const, valign: 'middle' as const, lineHeight: 1 };
  return fittedTextBox({ ...spec, ...sized, maxSize, minSize: 12 }, ctx.measurer);
}

const LIST_SIZES = { max: 28, min: 16 };
/** The rows' defaults: body text 16 to 28 pt, rows at least 48 pt high. */
export const ROWS: RowsStyle = {
  lead: 0,
  trail: 0,
  padY: 10,
  minH: 48,
  gap: { min: 8, max: 24 },
  sizes: LIST_SIZES,
};

/**
 * Government: the picture on the right in a square frame with a solid primary band under it;
 * the points in full-width rows led by a primary block carrying a Chinese ordinal (一、二、三),
 * rules between them.
 */
const government: PictureComposition = {
  variant: 'framed',
  frames(area) {
    const side = Math.min(320, area.h - 34);
    const frame = { x: area.x + area.w - side - 16, y: area.y + 8, w: side + 16, h: side + 16 };
    const picture = { x: frame.x + 8, y: frame.y + 8, w: side, h: side };
    const column = { x: area.x, y: area.y + 8, w: frame.x - 40 - area.x, h: area.h - 16 };
    return { picture, column };
  },
  decorate(slideId, { picture }, ctx) {
    const { primary } = ctx.theme.palette;
    const frame = { x: picture.x - 8, y: picture.y - 8, w: picture.w + 16, h: picture.h + 16 };
    const band = { x: frame.x, y: frame.y + frame.h, w: frame.w, h: 10 };
    return {
      under: [outlined(`${slideId}.frame`, frame, { color: primary, width: 1.5 })],
      over: [filledShape(`${slideId}.band`, 'rect', band, primary)],
    };
  },
  points: rowPoints(
    { ...ROWS, lead: 60, padY: 12, minH: 52, gap: { min: 0, max: 24 } },
    (id, row, number, ctx) => {
      const { palette } = ctx.theme;
      const block = { x: row.box.x, y: row.box.y + (row.box.h - 40) / 2, w: 40, h: 40 };
      const line = { color: palette.textMuted, width: 0.5 };
      const under = { x: row.box.x, y: row.box.y + row.box.h };
      return {
        elements: [
          filledShape(`${id}-block`, 'rect', block, palette.primary),
          markerText(`${id}.number`, block, chineseOrdinal(number), palette.onPrimary, ctx),
          horizontalLine(`${id}-line`, under, row.box.w, line),
        ],
      };
    },
  ),
};

/**
 * Classic: the picture on the left in a thin double outline with generous margin, a vertical
 * divider, the points led by small seal squares with their numbers.
 */
const classic: PictureComposition = {
  variant: 'scroll',
  frames(area) {
    const frame = { x: area.x + 16, y: area.y + 16, w: 264, h: area.h - 32 };
    const picture = { x: frame.x + 8, y: frame.y + 8, w: frame.w - 16, h: frame.h - 16 };
    const x = frame.x + frame.w + 64;
    return { picture, column: { x, y: area.y + 16, w: area.x + area.w - x, h: area.h - 32 } };
  },
  decorate(slideId, { picture, column }, ctx) {
    const { primary } = ctx.theme.palette;
    const frame = { x: picture.x - 8, y: picture.y - 8, w: picture.w + 16, h: picture.h + 16 };
    const thin = { color: primary, width: 0.75 };
    return {
      under: [
        outlined(`${slideId}.frame`, frame, thin),
        outlined(`${slideId}.inner`, picture, { color: primary, width: 1.5 }),
      ],
      over: [
        verticalLine(
          `${slideId}.divider`,
          { x: column.x - 32, y: column.y + 8 },
          column.h - 16,
          thin,
        ),
      ],
    };
  },
  points: rowPoints(
    { ...ROWS, lead: 46, padY: 6, minH: 34, gap: { min: 12, max: 40 } },
    (id, row, number, ctx) => {
      const seal = { x: row.box.x, y: row.text.y + 6, w: 28, h: 28 };
      const fill = sealColor(ctx.theme);
      return {
        elements: [
          filledShape(`${id}-seal`, 'rect', seal, fill),
          markerText(`${id}.number`, seal, String(number), textOn(fill, ctx.theme), ctx, 15),
        ],
      };
    },
  ),
};

/**
 * Tech: the picture bleeding off the right edge over the body's height with an accent edge; the
 * points in a rail (an accent line) led by large '01' indices, thin lines between them.
 */
const tech: PictureComposition = {
  variant: 'bleed',
  frames(area) {
    const x = area.x + area.w - 280;
    const picture = { x, y: area.y + 8, w: 960 - x, h: area.h - 8 };
    return {
      picture,
      column: { x: area.x + 20, y: area.y + 8, w: x - 40 - area.x - 20, h: area.h - 16 },
    };
  },
  decorate(slideId, { picture, column }, ctx) {
    const accent = markColor(ctx.theme);
    const edge = { x: picture.x, y: picture.y, w: 6, h: picture.h };
    return {
      under: [],
      over: [
        filledShape(`${slideId}.edge`, 'rect', edge, accent),
        filledShape(
          `${slideId}.rail`,
          'rect',
          { x: column.x - 20, y: column.y, w: 2, h: column.h },
          accent,
        ),
      ],
    };
  },
  points: rowPoints(
    { ...ROWS, lead: 60, minH: 44, gap: { min: 6, max: 28 } },
    (id, row, number, ctx) => {
      const accent = markColor(ctx.theme);
      const index = { x: row.box.x, y: row.text.y, w: 52, h: 36 };
      const spec = {
        id: `${id}.number`,
        ...index,
        font: 'heading' as const,
        color: accent,
        bold: true,
      };
      const text = String(number).padStart(2, '0');
      const under = { x: row.box.x, y: row.box.y + row.box.h + 3 };
      return {
        elements: [
          fittedTextBox(
            { ...spec, paragraphs: [text], lineHeight: 1, maxSize: 24, minSize: 14 },
            ctx.measurer,
          ),
          horizontalLine(`${id}-line`, under, row.box.w, {
            color: ctx.theme.palette.textMuted,
            width: 0.5,
          }),
        ],
      };
    },
  ),
};

export const PICTURE_GOVERNMENT = pictureLayout(government);
export const PICTURE_CLASSIC = pictureLayout(classic);
export const PICTURE_TECH = pictureLayout(tech);
