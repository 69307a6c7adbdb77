import { slidePicture } from './context.js';
import type { DeckElement, ImageElement } from '../model.js';
import { paginatePoints } from './bullets.js';
import { bulletSpec, centredBulletList, type ContentLayout } from './content-layout.js';
import { frameOf, type Box } from './elements.js';

const PANEL_WIDTH = 300;
const GAP = 40;
const MAX_POINTS = 5;

const panelBox = (area: Box): Box => ({ x: area.x, y: area.y + 8, w: PANEL_WIDTH, h: area.h - 16 });
const textArea = (area: Box): Box => ({
  x: area.x + PANEL_WIDTH + GAP,
  y: area.y + 8,
  w: area.w - PANEL_WIDTH - GAP,
  h: area.h - 16,
});

/** An illustration (a vector scene in the theme, illustrations/) beside a bulleted list. */
export const imageTextLayout: ContentLayout = {
  id: 'image-text',
  header: true,
  plan(points, { area, ctx }) {
    if (points.length === 0) return undefined;
    const frame = frameOf(bulletSpec(textArea(area), ''));
    const pages = paginatePoints(points, frame, ctx.measurer, MAX_POINTS);
    // A point cut across slides reads badly beside a picture; the plain list takes those.
    const pieces = pages.reduce((sum, page) => sum + page.points.length, 0);
    return pieces === points.length ? pages : undefined;
  },
  render(slideId, page, { source, area, ctx }) {
    const elements: DeckElement[] = [
      illustration(
        `${slideId}.illustration`,
        panelBox(area),
        slidePicture(ctx, source.heading.title, page.points, page.start),
      ),
      centredBulletList(
        `${slideId}.body`,
        textArea(area),
        page,
        ctx.theme.palette.text,
        ctx.measurer,
      ),
    ];
    return elements;
  },
};

/**
 * The picture filling its panel: no crop, so every writer shows its centre covering the frame
 * unstretched (fitImage); the user may replace it with an attachment, or crop it, in the editor.
 */
function illustration(id: string, box: Box, src: string): ImageElement {
  return { type: 'image', id, ...box, src };
}
