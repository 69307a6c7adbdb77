/** Picture types told by their magic bytes (avatars take all but GIF; attachments take all). */
export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The picture type judged by the magic bytes only (never the name or the declared type). */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 16 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (bytes.length >= 16 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'gif';
  return null;
}
