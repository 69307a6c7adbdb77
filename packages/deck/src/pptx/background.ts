import type { DeckImages } from '../images.js';
import type { DeckDocument, ImageCrop, Slide } from '../model.js';
import { fitImage } from '../render/image.js';
import type { PptxSlide } from './pptxgen.js';

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

const hasCrop = (crop: ImageCrop) => crop.left + crop.top + crop.right + crop.bottom > 0;

/**
 * A slide's own background: its colour, or its picture (a `p:bg` picture fill) when the deck's
 * images have it. pptxgenjs stretches a background picture over the page; the scene covers the
 * page with it (fitImage), so the returned crop, when there is one, is written into the
 * picture's `a:srcRect` afterwards (package-rewrite.ts). A picture that is not available leaves
 * the colour, as the scene does.
 */
export function setSlideBackground(
  pptxSlide: PptxSlide,
  slide: Slide,
  page: DeckDocument['page'],
  images: DeckImages,
): ImageCrop | undefined {
  const { background } = slide;
  if (!background) return undefined;
  const image = background.image ? images.get(background.image) : undefined;
  if (!image) {
    pptxSlide.background = { color: background.color };
    return undefined;
  }
  pptxSlide.background = {
    color: background.color,
    data: `${image.mime};base64,${base64(image.bytes)}`,
    // Only its extension is read (the picture's part is named after it); nothing is loaded.
    path: image.mime === 'image/png' ? 'background.png' : 'background.jpeg',
  };
  const { crop } = fitImage({ x: 0, y: 0, w: page.width, h: page.height }, image);
  return hasCrop(crop) ? crop : undefined;
}

const share = (fraction: number) => Math.round(fraction * 100000);

/** The slide's background picture cut to the page: its `a:srcRect` in 1/1000 of a percent. */
export function cropBackground(xml: string, crop: ImageCrop): string {
  const rect =
    `<a:srcRect l="${share(crop.left)}" t="${share(crop.top)}" ` +
    `r="${share(crop.right)}" b="${share(crop.bottom)}"/>`;
  return xml.replace(/(<p:bg><p:bgPr><a:blipFill\b[^>]*>[\s\S]*?)<a:srcRect\/>/, `$1${rect}`);
}
