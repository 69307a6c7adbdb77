import type { DeckElement } from '../model.js';
import { paginatePoints } from './bullets.js';
import { bulletSpec, centredBulletList, type ContentLayout } from './content-layout.js';
import { filledShape, frameOf, iconElement, panel, type Box } from './elements.js';
import { iconFor } from './icon-keywords.js';

const PANEL_WIDTH = 300;
const GAP = 40;
const MAX_POINTS = 5;
const ICON = 112;

const panelBox = (area: Box): Box => ({ x: area.x, y: area.y + 8, w: PANEL_WIDTH, h: area.h - 16 });
const textArea = (area: Box): Box => ({
  x: area.x + PANEL_WIDTH + GAP,
  y: area.y + 8,
  w: area.w - PANEL_WIDTH - GAP,
  h: area.h - 16,
});

/** An illustration panel (a large icon on a tinted panel) beside a bulleted list. */
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
    const { palette, radius } = ctx.theme;
    const box = panelBox(area);
    const centre = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    const halo = { x: centre.x - 90, y: centre.y - 90, w: 180, h: 180 };
    const glyph = { x: centre.x - ICON / 2, y: centre.y - ICON / 2, w: ICON, h: ICON };
    const icon = iconFor([source.heading.title, ...page.points].join(' '), page.start);
    const elements: DeckElement[] = [
      panel(`${slideId}.panel`, box, palette.surface, radius),
      filledShape(`${slideId}.halo`, 'ellipse', halo, palette.primary, 88),
      filledShape(
        `${slideId}.spot`,
        'ellipse',
        { x: box.x + 24, y: box.y + 24, w: 28, h: 28 },
        palette.accent,
        30,
      ),
      iconElement(`${slideId}.illustration`, glyph, icon, palette.primary),
      centredBulletList(`${slideId}.body`, textArea(area), page, palette.text, ctx.measurer),
    ];
    return elements;
  },
};
