import { attachmentIdOf, type DeckElement } from '@slidecraft/deck';
import { reencodeImage } from '../attachments/image-encoding.js';
import type { ImportedPicture } from '../deck-import/reader/context.js';
import { sniffImageType } from '../files/image-type.js';
import type { BrandBackground, BrandPicture, BrandThemeSpec, ReadBrandSpec } from './spec.js';

/**
 * Most pictures one theme keeps (a master shows a logo or two and a background): the rest of
 * a crafted file's thousand pictures are left out rather than all re-encoded.
 */
export const BRAND_PICTURES_MAX = 24;

/** A picture ready to store: its spec entry and the bytes we wrote. */
export interface EncodedBrandPicture {
  picture: BrandPicture;
  data: Buffer;
}

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/** Where a theme's files live in FileStorage, all under one folder of the theme. */
export const brandKeys = (id: string) => ({
  package: `brand-themes/${id}/template.pptx`,
  thumbnail: `brand-themes/${id}/thumbnail.png`,
  picture: (src: string, mime: BrandPicture['mime']) =>
    `brand-themes/${id}/pictures/${attachmentIdOf(src)}.${EXTENSIONS[mime]}`,
});

/**
 * The template's pictures as the app stores every picture (re-encoded: PNG with transparency,
 * JPEG otherwise, at most 2560 px); the ones that are not PNG, JPEG, WebP or GIF (EMF, TIFF)
 * or do not decode come back in `refused`, and so do those past BRAND_PICTURES_MAX.
 */
export async function encodePictures(
  themeId: string,
  pictures: readonly ImportedPicture[],
): Promise<{ encoded: EncodedBrandPicture[]; refused: Set<string> }> {
  const keys = brandKeys(themeId);
  const encoded: EncodedBrandPicture[] = [];
  const refused = new Set<string>();
  for (const [index, { src, part, bytes }] of pictures.entries()) {
    const buffer = Buffer.from(bytes);
    const type = sniffImageType(buffer);
    if (!type || index >= BRAND_PICTURES_MAX) {
      refused.add(src);
      continue;
    }
    try {
      const image = await reencodeImage(buffer, type);
      const { mime, width, height } = image;
      const key = keys.picture(src, mime);
      encoded.push({ picture: { src, part, key, mime, width, height }, data: image.data });
    } catch {
      refused.add(src);
    }
  }
  return { encoded, refused };
}

/** The spec without the pictures that could not be kept, with the ones that were. */
export function withPictures(
  spec: ReadBrandSpec,
  encoded: readonly EncodedBrandPicture[],
  refused: ReadonlySet<string>,
): BrandThemeSpec {
  const kept = (element: DeckElement) => element.type !== 'image' || !refused.has(element.src);
  const background = <B extends BrandBackground | undefined>(bg: B): B =>
    bg?.image && refused.has(bg.image) ? ({ color: bg.color } as B) : bg;
  const layouts = Object.fromEntries(
    Object.entries(spec.layouts).map(([kind, layout]) => [
      kind,
      {
        ...layout,
        elements: layout.elements.filter(kept),
        ...(layout.background ? { background: background(layout.background) } : {}),
      },
    ]),
  );
  return {
    ...spec,
    master: {
      ...spec.master,
      background: background(spec.master.background),
      elements: spec.master.elements.filter(kept),
    },
    layouts,
    logos: spec.logos.filter((logo) => !refused.has(logo.src)),
    pictures: encoded.map((item) => item.picture),
  };
}
