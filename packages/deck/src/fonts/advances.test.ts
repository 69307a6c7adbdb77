import { describe, expect, it } from 'vitest';
import { faceAdvances } from './advances.js';
import { fontFamily } from './families.js';
import { loadFont, RENDER_FONT_KEYS } from './registry.js';

const REGENERATE =
  'the advance table is stale: regenerate it with `npm run metrics -w packages/deck`';

describe('the generated advance table', () => {
  for (const font of RENDER_FONT_KEYS) {
    // A family without a bold draws bold with its regular file: that file is checked once.
    for (const bold of fontFamily(font).hasBold ? [false, true] : [false]) {
      it(`gives fontkit's advance for every code point in ${font} ${bold ? 'bold' : 'regular'}`, () => {
        const face = loadFont(font, bold);
        const table = faceAdvances(font, bold);
        expect(table.unitsPerEm, REGENERATE).toBe(face.unitsPerEm);
        // Every Unicode scalar value, so the face's character set and the code points it lacks
        // (drawn with .notdef) are both covered.
        const mismatches: string[] = [];
        const mapped = new Set(face.characterSet);
        for (let codePoint = 0; codePoint <= 0x10ffff && mismatches.length < 10; codePoint++) {
          let expected: number;
          try {
            expected = face.glyphForCodePoint(codePoint).advanceWidth;
          } catch {
            // A glyph fontkit cannot read: the table leaves it out, so layout never uses it.
            expect(table.has(codePoint)).toBe(false);
            continue;
          }
          const actual = table.advance(codePoint);
          if (table.has(codePoint) !== mapped.has(codePoint)) {
            mismatches.push(`U+${codePoint.toString(16)}: table and font disagree on coverage`);
          }
          if (actual !== expected) {
            mismatches.push(`U+${codePoint.toString(16)}: table ${actual}, font ${expected}`);
          }
        }
        expect(mismatches, REGENERATE).toEqual([]);
      });
    }
  }
});
