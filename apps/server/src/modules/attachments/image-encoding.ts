import type { ImageType } from '../files/image-type.js';
import { reencodePicture } from '../files/picture-encoding.js';
import { ATTACHMENT_MAX_PIXELS, refuse } from './refusals.js';

/** Longest side of a stored picture, in pixels: sharp on a 4K screen, a third of a 48 MP photo. */
export const ATTACHMENT_MAX_SIDE = 2560;

export interface EncodedImage {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * A deck picture as we store it (reencodePicture): at most ATTACHMENT_MAX_SIDE on its longest
 * side, as PNG when some pixel is transparent and as JPEG otherwise, the two formats PPTX, PDF
 * and SVG all embed. Bytes that are not a picture are 5403.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<EncodedImage> {
  const { data, format, width, height } = await reencodePicture(bytes, type, {
    maxPixels: ATTACHMENT_MAX_PIXELS,
    resize: () => ({
      width: ATTACHMENT_MAX_SIDE,
      height: ATTACHMENT_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    }),
    format: async (isOpaque) => ((await isOpaque()) ? 'jpeg' : 'png'),
    refuse,
  });
  return { data, mime: format === 'jpeg' ? 'image/jpeg' : 'image/png', width, height };
}
