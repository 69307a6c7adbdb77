import sharp, { type Metadata, type ResizeOptions } from 'sharp';
import type { ImageType } from './image-type.js';

const JPEG_QUALITY = 85;
const WEBP_QUALITY = 85;

export type PictureRefusal = 'notAPicture' | 'tooManyPixels';
/** What we write: formats every browser, PPTX writer and PDF writer we feed takes. */
export type PictureFormat = 'png' | 'jpeg' | 'webp';

/** How one kind of upload (deck pictures, avatars) is stored. */
export interface PictureEncoding {
  /** Most pixels the upload may have (a small PNG can unpack to gigabytes). */
  maxPixels: number;
  /** The box the upright picture is fitted into, from its size. */
  resize: (size: { width: number; height: number }) => ResizeOptions;
  /** The format written; `isOpaque` reads every pixel, so it is asked only when needed. */
  format: (isOpaque: () => Promise<boolean>) => Promise<PictureFormat>;
  /** The error the caller answers with for a refused upload. */
  refuse: (reason: PictureRefusal) => Error;
}

export interface EncodedPicture {
  data: Buffer;
  format: PictureFormat;
  width: number;
  height: number;
}

/**
 * An uploaded picture as we store it: decoded by sharp (the first frame of an animation),
 * turned upright by its EXIF orientation, fitted as `encoding.resize` says and encoded again,
 * with no metadata (sharp drops EXIF, GPS and profiles unless asked to keep them) and nothing
 * the upload carried after the picture. What is served is therefore always a picture we wrote,
 * never the uploaded bytes. Bytes that are not a picture of the type their magic bytes claim,
 * or that do not decode, are `refuse('notAPicture')`.
 */
export async function reencodePicture(
  bytes: Buffer,
  type: ImageType,
  encoding: PictureEncoding,
): Promise<EncodedPicture> {
  const { maxPixels, refuse } = encoding;
  const input = () => sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch {
    throw refuse('notAPicture');
  }
  if (metadata.format !== type) throw refuse('notAPicture');
  if (metadata.width * metadata.height > maxPixels) throw refuse('tooManyPixels');
  try {
    const format = await encoding.format(
      async () => !metadata.hasAlpha || (await input().stats()).isOpaque,
    );
    const upright = input().rotate().resize(encoding.resize(metadata));
    const encoded =
      format === 'jpeg'
        ? upright.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY })
        : format === 'webp'
          ? upright.webp({ quality: WEBP_QUALITY })
          : upright.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, format, width: info.width, height: info.height };
  } catch {
    // A header that reads but a body that does not decode (truncated, corrupt).
    throw refuse('notAPicture');
  }
}
