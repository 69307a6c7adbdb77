import type { DeckElement } from '../model.js';
import { countLines, sizeSteps, type TextMeasurer } from '../text-fit.js';
import type { LayoutContext } from './context.js';
import { bulletSpec, type BodyPage } from './content-layout.js';
import {
  filledShape,
  frameOf,
  neededHeight,
  panel,
  textBox,
  TEXT_INSET,
  type Box,
} from './elements.js';

/**
 * A list whose points each sit on a band of the theme's panel colour (its corner radius, a thin
 * accent bar in the brand colour at the left), the bands spread over the height of the box: a
 * slide with few points fills its body with them instead of leaving a small list at the top.
 * The points stay one bulleted text box (each point one paragraph, nothing cut or merged); the
 * bands sit behind the paragraphs, placed by the same line breaking the writers use.
 */

/** Room between a band's edge and its text: horizontally, and above and below the text. */
const BAND_PAD_X = 20;
const BAND_PAD_Y = 10;
const ACCENT_W = 4;
/** Space between paragraphs, as a multiple of the font size: the least and the most. */
const SPACING = { min: 0.6, max: 2.2 } as const;
/** A list grows (bandedSize) only while it keeps at least this spacing, air between bands. */
const GROWN_SPACING = 1;
/** Lists spread to at most this share of the box height (the rest centres them). */
const FILL = 0.92;

/** The text box inside the bands of `box`. */
function textArea(box: Box): Box {
  return { x: box.x + BAND_PAD_X, y: box.y, w: box.w - 2 * BAND_PAD_X, h: box.h };
}

/**
 * Height of the points at `size` with `spacing` between paragraphs, insets included, as the
 * layouts fit it: a paragraph's spacing counted before every paragraph (the writers put it
 * only between paragraphs, so the drawn list is one spacing shorter).
 */
function listHeight(
  points: readonly string[],
  size: number,
  spacing: number,
  box: Box,
  measurer: TextMeasurer,
): number {
  const spec = { ...bulletSpec(textArea(box), ''), paragraphs: points, paragraphSpacing: spacing };
  return neededHeight(spec, size, measurer);
}

/**
 * The largest size in [min, max] at which the points fit `box` as bands with 1 em between
 * them, or undefined; with
 * `oneLine`, only a size at which each point takes one line (rows level across columns).
 */
export function bandedSize(
  points: readonly string[],
  sizes: { max: number; min: number },
  box: Box,
  measurer: TextMeasurer,
  oneLine = false,
): number | undefined {
  const spec = bulletSpec(textArea(box), '');
  const column = spec.w - 2 * TEXT_INSET - (spec.bulletIndent ?? 0);
  const font = measurer.fontOf?.('body');
  return sizeSteps(sizes.max, sizes.min).find(
    (size) =>
      listHeight(points, size, GROWN_SPACING, box, measurer) + 2 <= box.h * FILL &&
      (!oneLine ||
        points.every((point) => countLines(point, size, column, false, measurer, font) === 1)),
  );
}

/** How a banded list is spread over its box: the paragraph spacing (em) and the list's top. */
export interface BandedPlacement {
  spacing: number;
  y: number;
}

/**
 * The spacing that spreads the points over `box` (within [0.6, 2.2] em) and the top that
 * centres them, or undefined when they do not fit it with the least spacing.
 */
export function bandedPlacement(
  points: readonly string[],
  size: number,
  box: Box,
  measurer: TextMeasurer,
): BandedPlacement | undefined {
  if (points.length === 0) return undefined;
  const least = listHeight(points, size, SPACING.min, box, measurer);
  if (least + 2 > box.h * FILL) return undefined;
  // The fitted height grows by one spacing per paragraph.
  const extra = (box.h * FILL - least - 2) / points.length / size;
  const spacing = Math.min(SPACING.max, SPACING.min + extra);
  const height = listHeight(points, size, spacing, box, measurer) + 2;
  // Centre the drawn list (one spacing shorter), the box kept inside `box`.
  const drawn = height - size * spacing;
  return { spacing, y: Math.min(box.y + (box.h - drawn) / 2, box.y + box.h - height) };
}

/**
 * The points at `size` on bands spread over `box` (or as `placement` says), or undefined when
 * they do not fit it with the least spacing. The bands come first, behind the text.
 */
export function bandedList(
  id: string,
  box: Box,
  page: BodyPage,
  ctx: LayoutContext,
  placement = bandedPlacement(page.points, page.size, box, ctx.measurer),
): DeckElement[] | undefined {
  const { points, size } = page;
  if (!placement || points.length === 0) return undefined;
  const { measurer, theme } = ctx;
  const { spacing, y } = placement;
  const height = listHeight(points, size, spacing, box, measurer) + 2;
  const area = textArea(box);
  const spec = {
    ...bulletSpec({ ...area, y, h: height }, theme.palette.text),
    paragraphSpacing: spacing,
  };
  const text = textBox({ ...spec, id, paragraphs: points, size });

  // Paragraph tops as the writers place them: lines at the full column, pitch size x line height.
  const frame = frameOf(spec);
  const font = theme.fonts.body.render;
  const column = spec.w - 2 * TEXT_INSET - (spec.bulletIndent ?? 0);
  const pitch = size * frame.lineHeight;
  const gap = size * spacing;
  const pad = Math.min(BAND_PAD_Y, gap / 3);
  const bands: DeckElement[] = [];
  let top = y + TEXT_INSET;
  points.forEach((point, index) => {
    if (index > 0) top += gap;
    const lines = countLines(point, size, column, false, measurer, font);
    const band = { x: box.x, y: top - pad, w: box.w, h: lines * pitch + 2 * pad };
    bands.push(panel(`${id}-band-${index + 1}`, band, theme.palette.surface, theme.radius));
    const accent = { x: box.x, y: band.y, w: ACCENT_W, h: band.h };
    if (theme.radius === 0) {
      bands.push(filledShape(`${id}-accent-${index + 1}`, 'rect', accent, theme.palette.primary));
    } else {
      const inset = Math.min(theme.radius, band.h / 2);
      const bar = { ...accent, x: box.x + 8, y: band.y + inset / 2, h: band.h - inset };
      bands.push(filledShape(`${id}-accent-${index + 1}`, 'rect', bar, theme.palette.primary));
    }
    top += lines * pitch;
  });
  return [...bands, text];
}
