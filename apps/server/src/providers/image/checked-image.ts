import sharp, { type Metadata } from 'sharp';
import { AppError, ErrorCode } from '@slidecraft/contract';
import type { GeneratedImage } from './image-provider.js';

/** Largest picture file taken from a provider. */
export const IMAGE_MAX_BYTES = 12 * 1024 * 1024;
/** Smallest and largest side in pixels of a usable picture. */
const MIN_SIDE = 256;
const MAX_SIDE = 4096;

const unusable = (why: string) => new AppError(ErrorCode.AI_ERROR, `unusable picture: ${why}`);

/**
 * What a provider sent, checked as a picture before anything keeps it: its type read from the
 * bytes (never from what the provider said), its size within bounds, one frame. PNG and JPEG
 * are kept as they are; WebP (some services' default) becomes PNG, which every writer takes.
 */
export async function checkedImage(bytes: Buffer): Promise<GeneratedImage> {
  if (bytes.length === 0) throw unusable('empty');
  if (bytes.length > IMAGE_MAX_BYTES) throw unusable(`${bytes.length} bytes`);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_SIDE * MAX_SIDE }).metadata();
  } catch {
    throw unusable('not a picture');
  }
  const { format, width = 0, height = 0 } = meta;
  if (width < MIN_SIDE || height < MIN_SIDE || width > MAX_SIDE || height > MAX_SIDE) {
    throw unusable(`${width}x${height}`);
  }
  if ((meta.pages ?? 1) > 1) throw unusable('animated');
  if (format === 'png') return { bytes, mime: 'image/png', width, height };
  if (format === 'jpeg') return { bytes, mime: 'image/jpeg', width, height };
  if (format === 'webp') {
    const png = await sharp(bytes).png().toBuffer();
    return { bytes: png, mime: 'image/png', width, height };
  }
  throw unusable(`format ${format ?? 'unknown'}`);
}
