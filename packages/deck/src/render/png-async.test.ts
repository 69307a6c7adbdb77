import { describe, expect, it } from 'vitest';
import { parseOutline } from '@slidecraft/contract/outline';
import { outlineToDeck } from '../outline-to-deck.js';
import { renderDeckPng, renderSlidePng, renderSlidePngAsync } from './png.js';

describe('asynchronous PNG rendering', () => {
  const deck = outlineToDeck(parseOutline('# 异步渲染\n## 章节\n* 第一点\n* 第二点\n'), {
    today: '2026-01-01',
  });

  it('gives the same pixels as the synchronous renderer', async () => {
    const [sync, async] = [
      renderSlidePng(deck, 0, { width: 320 }),
      await renderSlidePngAsync(deck, 0, { width: 320 }),
    ];
    expect(async.equals(sync)).toBe(true);
  });

  it('renders a whole deck slide by slide, the same pixels as each slide alone', async () => {
    const pngs = await renderDeckPng(deck, { width: 1280 });
    expect(pngs).toHaveLength(deck.slides.length);
    pngs.forEach((png, index) =>
      expect(png.equals(renderSlidePng(deck, index, { width: 1280 })), `slide ${index}`).toBe(true),
    );
  });
});
