import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, errorMessage } from './error-messages.js';
import { ErrorCode } from './errors.js';
import { LOCALES, resolveLocale } from './locale.js';

describe('error catalogue', () => {
  it('has a non-empty message in every locale for every code', () => {
    for (const code of Object.values(ErrorCode)) {
      for (const locale of LOCALES)
        expect(ERROR_MESSAGES[code][locale].trim(), `${code} ${locale}`).not.toBe('');
    }
  });
  it('covers every code of spec section 8, plus the deck conflict', () => {
    const spec = [
      5000, 5001, 5002, 5003, 5100, 5101, 5102, 5103, 5104, 5105, 5106, 5107, 5108, 5109, 5110,
      5111, 5112, 5200, 5201, 5202, 5203, 5204, 5205, 5300, 5301, 5400, 5401, 5402, 5403, 5404,
      5405, 5406, 5407, 5408, 5409, 5410, 5411, 5412, 5414, 5421, 5422, 5427, 5428, 5429, 5430,
      5600, 5601, 5602, 5603, 5610,
    ];
    expect(
      Object.values(ErrorCode)
        .filter((c) => c >= 5000)
        .sort(),
    ).toEqual(spec);
  });
  it('falls back to the server-error message for unknown codes', () => {
    expect(errorMessage(9999, 'en-US')).toBe('Server exception, please try again later');
  });
  it('maps language tags to supported locales', () => {
    expect(resolveLocale('en')).toBe('en-US');
    expect(resolveLocale('zh-Hant-TW')).toBe('zh-TW');
    expect(resolveLocale('zh-HK,zh;q=0.9')).toBe('zh-TW');
    expect(resolveLocale('fr-FR')).toBe('zh-CN');
    expect(resolveLocale(undefined)).toBe('zh-CN');
  });
});
