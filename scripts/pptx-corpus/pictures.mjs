// Small pictures drawn pixel by pixel (no source image to credit), encoded by sharp, the image
// library the server already uses. The same pixels give the same bytes on the same sharp build.
import sharp from 'sharp';

/** RGB pixels from a colour function of (x, y). */
function pixels(width, height, colourAt) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set(colourAt(x, y), (y * width + x) * 3);
  }
  return { data, raw: { width, height, channels: 3 } };
}

/** A diagonal gradient with a disc in the middle: cropping it shows which part is left. */
function gradientWithDisc(width, height, from, to, disc) {
  const radius = Math.min(width, height) / 3;
  return pixels(width, height, (x, y) => {
    if ((x - width / 2) ** 2 + (y - height / 2) ** 2 < radius ** 2) return disc;
    const t = (x / width + y / height) / 2;
    return from.map((channel, i) => Math.round(channel + (to[i] - channel) * t));
  });
}

/** Four coloured quarters: a crop or a flip changes which colour sits where. */
function quarters(width, height, colours) {
  return pixels(
    width,
    height,
    (x, y) => colours[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)],
  );
}

const encode = ({ data, raw }, format) =>
  format === 'png'
    ? sharp(data, { raw }).png({ compressionLevel: 9 }).toBuffer()
    : sharp(data, { raw }).jpeg({ quality: 80 }).toBuffer();

const dataUri = (bytes, mime) => `${mime};base64,${bytes.toString('base64')}`;

/** The corpus's pictures as pptxgenjs `data` strings, with their pixel sizes. */
export async function corpusPictures() {
  const png = await encode(
    gradientWithDisc(96, 64, [31, 78, 121], [112, 173, 71], [255, 192, 0]),
    'png',
  );
  const jpeg = await encode(
    quarters(120, 80, [
      [192, 0, 0],
      [0, 112, 192],
      [0, 176, 80],
      [255, 192, 0],
    ]),
    'jpeg',
  );
  const backdrop = await encode(
    gradientWithDisc(160, 90, [242, 242, 242], [189, 215, 238], [255, 255, 255]),
    'jpeg',
  );
  const logo = await encode(
    quarters(32, 32, [
      [31, 78, 121],
      [255, 255, 255],
      [255, 255, 255],
      [31, 78, 121],
    ]),
    'png',
  );
  return {
    png: { data: dataUri(png, 'image/png'), width: 96, height: 64 },
    jpeg: { data: dataUri(jpeg, 'image/jpeg'), width: 120, height: 80 },
    backdrop: { data: dataUri(backdrop, 'image/jpeg'), width: 160, height: 90 },
    logo: { data: dataUri(logo, 'image/png'), width: 32, height: 32 },
  };
}
