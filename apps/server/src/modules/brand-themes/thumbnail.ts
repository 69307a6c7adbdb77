import {
  DECK_VERSION,
  DEFAULT_THEME_ID,
  visualLength,
  type DeckDocument,
  type DeckElement,
  type DeckImages,
  type SlidePngs,
  type TextElement,
} from '@slidecraft/deck';
import type { FastifyBaseLogger } from 'fastify';
import { luminance } from '../deck-import/reader/color.js';
import type { EncodedBrandPicture } from './pictures.js';
import type { BrandFrame, BrandThemeSpec } from './spec.js';

/** The picker's thumbnails are this wide (as the engine's themes' are). */
const THUMBNAIL_WIDTH = 480;

/** The cover a theme opens with: the title layout, else the content one, else the master. */
function coverOf(spec: BrandThemeSpec) {
  const layout = spec.layouts.title ?? spec.layouts.obj;
  const others = Object.values(spec.layouts).map((item) => item.title);
  const title = [layout?.title, spec.master.title, ...others].find((frame) => frame);
  return { layout, title };
}

/** A title of the theme's name in its heading font, as large as fits the frame's one line. */
function titleText(name: string, frame: BrandFrame, spec: BrandThemeSpec, paper: string) {
  const width = Math.max(1, visualLength(name));
  const size = Math.max(10, Math.min(54, frame.h * 0.6, (frame.w * 0.9) / width));
  const { palette } = spec;
  const readable = luminance(paper) < 0.5 ? palette.lt1 : palette.dk1;
  const element: TextElement = {
    type: 'text',
    id: 'brand-title',
    ...frame,
    font: 'heading',
    paragraphs: [
      {
        runs: [
          {
            text: name,
            size: Math.round(size),
            color: spec.master.titleColor ?? readable,
            fontFace: spec.fonts.major.eastAsian || spec.fonts.major.latin,
          },
        ],
      },
    ],
    align: 'center',
    valign: 'middle',
    lineHeight: 1.2,
    paragraphSpacing: 0,
    inset: 4,
  };
  return element;
}

/** A one-slide deck of the theme's cover: its background, the master's and cover's own shapes. */
export function coverDeck(name: string, spec: BrandThemeSpec, withShapes = true): DeckDocument {
  const { layout, title } = coverOf(spec);
  const background = layout?.background ?? spec.master.background;
  const elements: DeckElement[] = [];
  if (withShapes) {
    if (layout?.showMaster !== false) elements.push(...spec.master.elements);
    elements.push(...(layout?.elements ?? []));
  }
  if (title) elements.push(titleText(name, title, spec, background.color));
  return {
    version: DECK_VERSION,
    title: name,
    themeId: DEFAULT_THEME_ID,
    page: spec.page,
    slides: [{ id: 'cover', layout: 'brand:title', background, elements, notes: '' }],
  };
}

/**
 * The picker's thumbnail of a brand theme: its cover drawn by the engine's PNG writer with the
 * theme's pictures. A cover the writer trips over (an odd shape of the template) is drawn again
 * with its background and title only, so an upload never fails on its thumbnail.
 */
export async function renderThumbnail(
  name: string,
  spec: BrandThemeSpec,
  pictures: readonly EncodedBrandPicture[],
  log: FastifyBaseLogger,
  pngs: SlidePngs,
): Promise<Buffer> {
  const images: DeckImages = new Map(
    pictures.map(({ picture, data }) => [
      picture.src,
      { bytes: data, mime: picture.mime, width: picture.width, height: picture.height },
    ]),
  );
  const options = { width: THUMBNAIL_WIDTH, images };
  try {
    return await pngs.render(coverDeck(name, spec), 0, options);
  } catch (err) {
    log.warn({ err }, 'brand theme cover not drawn: drawn without its shapes');
    return pngs.render(coverDeck(name, spec, false), 0, options);
  }
}
