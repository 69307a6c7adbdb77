import { crc32, deflateSync } from 'node:zlib';

/**
 * An opaque picture as an RGB PNG (colour type 2). resvg writes RGBA; pdfkit has to decode an
 * RGBA PNG and split its alpha channel in JavaScript every time it embeds one (about 150 ms
 * for a 1200 px illustration), while an RGB PNG's compressed data goes into the PDF as it is.
 * Illustrations cover their whole canvas, so dropping alpha loses nothing.
 */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * `rgba`: width x height pixels, four bytes each (alpha ignored). Its buffer is overwritten: the
 * filtered RGB rows are written over the pixels they come from (a row of RGB plus its filter
 * byte never reaches the next row's pixels), so no second picture-sized buffer is needed.
 */
export function opaquePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const stride = width * 3;
  if (rgba.length < width * height * 4) throw new RangeError('opaquePng: too few pixels');
  // The row above as it was, before its bytes were filtered in place.
  const above = new Uint8Array(stride);
  let at = 0;
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    for (let x = 0, o = out + 1, a = 0; x < width; x++, at += 4, o += 3, a += 3) {
      // Read the pixel before writing: in the first row its RGB lands one byte further on.
      const r = rgba[at]!;
      const g = rgba[at + 1]!;
      const b = rgba[at + 2]!;
      // Filter "Up": flat areas become runs of zeros, which deflate well.
      rgba[o] = r - above[a]!;
      rgba[o + 1] = g - above[a + 1]!;
      rgba[o + 2] = b - above[a + 2]!;
      above[a] = r;
      above[a + 1] = g;
      above[a + 2] = b;
    }
    // Written last: in the first row it covers the first pixel's red.
    rgba[out] = y === 0 ? 0 : 2;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = rgba.subarray(0, (stride + 1) * height);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
