import { describe, expect, it } from 'vitest';
import { parseOutline } from '@slidecraft/contract';
import { outlineToDeck } from '../outline-to-deck.js';
import { renderSlidePng, renderSlidePngAsync } from './png.js';

describe('asynchronous PNG rendering', () => {
  it('gives the same pixels as the synchronous renderer', async () => {
    const deck = outlineToDeck(parseOutline('# 异步渲染\n## 章节\n* 第一点\n* 第二点\n'), {
      today: '2026-01-01',
    });
    const [sync, async] = [
      renderSlidePng(deck, 0, { width: 320 }),
      await renderSlidePngAsync(deck, 0, { width: 320 }),
    ];
    expect(async.equals(sync)).toBe(true);
  });
});
