import { describe, expect, it } from 'vitest';
import { BuiltinCaptchaProvider, CAPTCHA_CHARSET } from './builtin-captcha.js';

const svgOf = (image: string) =>
  Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

describe('built-in captcha', () => {
  const provider = new BuiltinCaptchaProvider();

  it('asks for 4 characters from a look-alike-free set, different each time', () => {
    const answers = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const { answer } = provider.create();
      expect(answer).toMatch(new RegExp(`^[${CAPTCHA_CHARSET}]{4}$`));
      answers.add(answer);
    }
    expect(answers.size).toBeGreaterThan(45);
  });

  it('draws the glyphs as paths with noise and decoy curves, and never writes the answer', () => {
    const { image, answer } = provider.create();
    const svg = svgOf(image);
    expect(svg).not.toMatch(/<text/i);
    expect(svg).not.toContain(answer);
    // 4 glyphs + 4 noise lines + 3 decoy curves, at least.
    expect(svg.match(/<path/g)!.length).toBeGreaterThanOrEqual(11);
    expect(svg.match(/fill="none"/g)!.length).toBeGreaterThanOrEqual(7);
  });
});
