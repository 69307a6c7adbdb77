import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '../../test/fetch-mock';
import '../../test/render';
import { isAbortError } from '../../shared/http';
import { ExportFailedError, exportDeck } from './api';

const RECORD = '6f1c1e1e-2b4a-4a57-9d61-3c0b8f1f7a10';

function server(statuses: object[]) {
  let poll = 0;
  return mockFetch((call) => {
    if (call.method === 'POST') return envelope({ status: 'pending' });
    const reply = statuses[Math.min(poll, statuses.length - 1)];
    poll += 1;
    return envelope(reply);
  });
}

describe('exportDeck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls about every second until finish and returns the signed link', async () => {
    const { calls } = server([
      { status: 'pending' },
      { status: 'running' },
      { status: 'finish', url: '/api/files/deck.pptx?exp=1&sig=abcdefabcdefabcd' },
    ]);
    const progress: number[] = [];
    const result = exportDeck(RECORD, 'pptx', {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    await vi.advanceTimersByTimeAsync(999 * 2);
    await expect(result).resolves.toBe('/api/files/deck.pptx?exp=1&sig=abcdefabcdefabcd');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { recordId: RECORD } });
    expect(calls.filter((c) => c.url.includes('/download/result?recordId=' + RECORD))).toHaveLength(
      3,
    );
    expect(progress).toEqual([0.07, 0.14]);
  });

  it("raises the server's error message on status error", async () => {
    server([{ status: 'error', error: '导出失败：字体缺失' }]);
    const result = exportDeck(RECORD, 'pptx', { signal: new AbortController().signal });
    await expect(result).rejects.toBeInstanceOf(ExportFailedError);
    await expect(result).rejects.toThrow('导出失败：字体缺失');
  });

  it('stops polling when aborted', async () => {
    const { calls } = server([{ status: 'running' }]);
    const controller = new AbortController();
    const result = exportDeck(RECORD, 'pptx', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(999 * 3);
    controller.abort();
    expect(isAbortError(await result)).toBe(true);
    const polls = calls.length;
    await vi.advanceTimersByTimeAsync(999 * 5);
    expect(calls.length).toBe(polls);
  });
});
