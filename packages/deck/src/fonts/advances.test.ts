import { describe, expect, it } from 'vitest';
import { faceAdvances } from './advances.js';
import { loadFont, RENDER_FONT_KEYS } from './registry.js';

const REGENERATE =
  'the advance table is stale: regenerate it with `npm run metrics -w packages/deck`';

describe('the generated advance table', () => {
  for (const font of RENDER_FONT_KEYS) {
    for (const bold of [false, true]) {
      it(`gives fontkit's advance for every code point in ${font} ${bold ? 'bold' : 'regular'}`, () => {
        const face = loadFont(font, bold);
        const table = faceAdvances(font, bold);
        expect(table.unitsPerEm, REGENERATE).toBe(face.unitsPerEm);
        // Every Unicode scalar value, so the face's character set and the code points it lacks
        // (drawn with .notdef) are both covered.
        const mismatches: string[] = [];
        for (let codePoint = 0; codePoint <= 0x10ffff && mismatches.length < 10; codePoint++) {
          const expected = face.glyphForCodePoint(codePoint).advanceWidth;
          const actual = table.advance(codePoint);
          if (actual !== expected) {
            mismatches.push(`U+${codePoint.toString(16)}: table ${actual}, font ${expected}`);
          }
        }
        expect(mismatches, REGENERATE).toEqual([]);
      });
    }
  }
});
