import sharp, { type Metadata } from 'sharp';
import type { ImageType } from '../files/image-type.js';
import { ATTACHMENT_MAX_PIXELS, refuse } from './refusals.js';

/** Longest side of a stored picture, in pixels: sharp on a 4K screen, a third of a 48 MP photo. */
export const ATTACHMENT_MAX_SIDE = 2560;
const JPEG_QUALITY = 85;

export interface EncodedImage {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * An uploaded picture as we store it: decoded by sharp (the first frame of an animation),
 * turned upright by its EXIF orientation, at most ATTACHMENT_MAX_SIDE on its longest side, and
 * encoded again, as PNG when some pixel is transparent and as JPEG otherwise, with no metadata
 * (sharp drops EXIF, GPS and profiles unless asked to keep them). What is served and embedded
 * in exports is therefore always a plain PNG or JPEG that we wrote, never the uploaded bytes.
 * Bytes that are not a picture of the type their magic bytes claim are 5403.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<EncodedImage> {
  const input = () => sharp(bytes, { limitInputPixels: ATTACHMENT_MAX_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch {
    throw refuse('notAPicture');
  }
  if (metadata.format !== type) throw refuse('notAPicture');
  if (metadata.width * metadata.height > ATTACHMENT_MAX_PIXELS) throw refuse('tooManyPixels');
  try {
    const opaque = !metadata.hasAlpha || (await input().stats()).isOpaque;
    const upright = input().rotate().resize({
      width: ATTACHMENT_MAX_SIDE,
      height: ATTACHMENT_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const encoded = opaque
      ? upright.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY })
      : upright.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      mime: opaque ? 'image/jpeg' : 'image/png',
      width: info.width,
      height: info.height,
    };
  } catch {
    // A header that reads but a body that does not decode (truncated, corrupt).
    throw refuse('notAPicture');
  }
}
