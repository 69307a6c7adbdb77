import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH } from '@slidecraft/contract';
import type { ImageCaptchaProvider } from './captcha.js';

/** Characters that are easy to tell apart (no 0/O, 1/l/I). */
export const CAPTCHA_CHARSET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

const WIDTH = 120;
const HEIGHT = 40;
/** Strokes drawn over the glyphs: curves a person reads through, a segmenter trips on. */
const DECOYS = 3;

/** A random cubic curve across the image, in a colour between the glyphs' own. */
function decoy(): string {
  const y = () => randomInt(4, HEIGHT - 4);
  const x = (from: number, to: number) => randomInt(from, to);
  const d = `M${x(0, 20)} ${y()} C${x(20, 60)} ${y()},${x(60, 100)} ${y()},${x(100, WIDTH)} ${y()}`;
  const colour = `hsl(${randomInt(0, 360)},55%,${randomInt(35, 55)}%)`;
  return `<path d="${d}" stroke="${colour}" stroke-width="${randomInt(1, 3)}" fill="none"/>`;
}

/**
 * The built-in 4-character captcha (pure JS, no native canvas): glyphs drawn as paths (no text
 * to read from the SVG), each rotated and sized on its own and crowded so they touch, on noise
 * lines, with extra curves over them. Answers are case-insensitive.
 */
export class BuiltinCaptchaProvider implements ImageCaptchaProvider {
  readonly kind = 'builtin';

  create() {
    const { data, text } = svgCaptcha.create({
      size: CAPTCHA_LENGTH,
      charPreset: CAPTCHA_CHARSET,
      noise: 4,
      color: true,
      background: '#f6f7fb',
      width: WIDTH,
      height: HEIGHT,
      // Larger than the cell each glyph gets: neighbours overlap.
      fontSize: randomInt(52, 60),
    });
    const decoys = Array.from({ length: DECOYS }, decoy).join('');
    const svg = data.replace('</svg>', `${decoys}</svg>`);
    return {
      image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      answer: text,
    };
  }
}
