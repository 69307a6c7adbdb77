import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH } from '@slidecraft/contract';
import type { ImageCaptchaProvider } from './captcha.js';

/** Characters that are easy to tell apart (no 0/O, 1/l/I). */
const CHARSET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** The built-in 4-character SVG captcha (pure JS, no native canvas). */
export class BuiltinCaptchaProvider implements ImageCaptchaProvider {
  readonly kind = 'builtin';

  create() {
    const { data, text } = svgCaptcha.create({
      size: CAPTCHA_LENGTH,
      charPreset: CHARSET,
      noise: 2,
      color: true,
      background: '#f6f7fb',
      width: 120,
      height: 40,
    });
    return {
      image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
      answer: text,
    };
  }
}
