import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseOutline } from '@slidecraft/contract/outline';
import { testBrandSpec } from '../brand/test-spec.js';
import { brandDeckTheme } from '../brand/theme.js';
import type { DeckImages } from '../images.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { registerTheme, unregisterTheme } from '../themes.js';
import { renderSlidePngAsync } from './png.js';
import { createPngPool, pngPoolThreads } from './png-pool.js';

const OUTLINE = parseOutline(
  '# 线程池预览\n## 第一章\n* 第一点\n* 第二点\n## 第二章\n* 甲方\n* 乙方\n## 第三章\n* 丙方\n',
);
const today = '2026-01-01';
const WIDTH = 480;

/** 40 x 20 pixels of one colour. */
function flat(rgb: [number, number, number]) {
  const png = new PNG({ width: 40, height: 20 });
  for (let at = 0; at < png.data.length; at += 4) png.data.set([...rgb, 255], at);
  return { bytes: PNG.sync.write(png), mime: 'image/png' as const, width: 40, height: 20 };
}

const pool = createPngPool({ threads: 2 });
afterAll(() => pool.close());

const drawnAtOnce = (deck: ReturnType<typeof outlineToDeck>, images?: DeckImages) =>
  Promise.all(deck.slides.map((_, index) => pool.render(deck, index, { width: WIDTH, images })));

describe('the PNG pool', () => {
  it('draws all the slides of a deck at once, the same PNGs as one thread draws', async () => {
    const deck = outlineToDeck(OUTLINE, { today });
    const pngs = await drawnAtOnce(deck);
    expect(pngs).toHaveLength(deck.slides.length);
    for (const [index, png] of pngs.entries()) {
      const alone = await renderSlidePngAsync(deck, index, { width: WIDTH });
      expect(png.equals(alone), `slide ${index}`).toBe(true);
    }
  });

  it('draws a deck in a theme registered at run time, with its pictures', async () => {
    const spec = testBrandSpec();
    const themeId = 'brand-00000000-0000-4000-8000-000000000001';
    registerTheme(brandDeckTheme(spec, { id: themeId, name: '线程池品牌' }));
    try {
      const deck = outlineToDeck(OUTLINE, { themeId, today });
      const logo = spec.logos[0]!.src;
      const images: DeckImages = new Map([[logo, flat([200, 16, 46])]]);
      const pngs = await drawnAtOnce(deck, images);
      for (const [index, png] of pngs.entries()) {
        const alone = await renderSlidePngAsync(deck, index, { width: WIDTH, images });
        expect(png.equals(alone), `slide ${index}`).toBe(true);
      }
      // The logo is drawn from the picture (not its placeholder).
      const placeholder = await pool.render(deck, 0, { width: WIDTH });
      expect(pngs[0]!.equals(placeholder)).toBe(false);
      // The caller's pictures are left as they were.
      expect(images.get(logo)!.bytes.buffer).toBeInstanceOf(ArrayBuffer);
    } finally {
      unregisterTheme(themeId);
    }
  });

  it('fails only the slide that throws; the threads go on drawing', async () => {
    const deck = outlineToDeck(OUTLINE, { today });
    const [missing, drawn] = await Promise.allSettled([
      pool.render(deck, 99, { width: WIDTH }),
      pool.render(deck, 0, { width: WIDTH }),
    ]);
    expect(missing).toMatchObject({ status: 'rejected', reason: { message: /no slide 99/ } });
    expect(drawn.status).toBe('fulfilled');
    const again = await pool.render(deck, 1, { width: WIDTH });
    expect(again.equals(await renderSlidePngAsync(deck, 1, { width: WIDTH }))).toBe(true);
    // A theme nobody registered is refused before any thread sees the task.
    await expect(pool.render({ ...deck, themeId: 'brand-gone' }, 0)).rejects.toThrow(
      'unknown theme brand-gone',
    );
  });

  it('refuses slides once closed', async () => {
    const closing = createPngPool({ threads: 1 });
    const deck = outlineToDeck(OUTLINE, { today });
    await closing.render(deck, 0, { width: 120 });
    await closing.close();
    await expect(closing.render(deck, 0, { width: 120 })).rejects.toThrow('closed');
    await closing.close();
  });

  it('has a thread per core, four at most', () => {
    expect([1, 2, 3, 8, 64].map((cores) => pngPoolThreads(cores))).toEqual([1, 2, 3, 4, 4]);
  });
});
