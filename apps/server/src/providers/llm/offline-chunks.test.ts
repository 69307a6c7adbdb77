import { describe, expect, it } from 'vitest';
import { STREAM_BUDGET_MS, streamInChunks } from './offline-chunks.js';

async function collect(stream: AsyncIterable<string>) {
  const parts: string[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

describe('streamInChunks', () => {
  it('streams a short answer 8 characters at a time, whole', async () => {
    const parts = await collect(
      streamInChunks('一二三四五六七八九十', new AbortController().signal, 1),
    );
    expect(parts).toEqual(['一二三四五六七八', '九十']);
  });

  it('streams a long answer in no more chunks than its time budget allows, whole', async () => {
    const text = '垃圾分类'.repeat(1000);
    const parts = await collect(streamInChunks(text, new AbortController().signal, 12));
    expect(parts.length).toBeLessThanOrEqual(Math.floor(STREAM_BUDGET_MS / 12));
    expect(parts.length).toBeGreaterThan(10);
    expect(parts.join('')).toBe(text);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const parts: string[] = [];
    for await (const part of streamInChunks('x'.repeat(100), controller.signal, 1)) {
      parts.push(part);
      controller.abort();
    }
    expect(parts).toEqual(['xxxxxxxx']);
  });
});
