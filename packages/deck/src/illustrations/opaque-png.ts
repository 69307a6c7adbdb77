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
 * The filtered rows, reused from one picture to the next: a fresh 3 MB buffer per picture
 * would stay alive until the next GC, which a deck's few illustrations never wait for.
 */
let scratch = Buffer.alloc(0);
function scratchRows(length: number): Buffer {
  if (scratch.length < length) scratch = Buffer.alloc(length);
  return scratch.subarray(0, length);
}

/** `rgba`: width x height pixels, four bytes each (alpha ignored). */
export function opaquePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const stride = width * 3;
  const rows = scratchRows((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    // Filter "Up": flat areas become runs of zeros, which deflate well.
    rows[out] = y === 0 ? 0 : 2;
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++) {
        const at = (y * width + x) * 4 + c;
        const above = y === 0 ? 0 : rgba[at - width * 4]!;
        rows[out + 1 + x * 3 + c] = (rgba[at]! - above) & 0xff;
      }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
