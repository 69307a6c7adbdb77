import type { RecordInfo } from '@slidecraft/contract';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { envelope, mockFetch, queryOf, type RecordedCall } from '../../../test/fetch-mock';

export const RECORD = '6f1c1e1e-2b4a-4a57-9d61-3c0b8f1f7a10';
export const RECORD_2 = '0b7c4a52-8d1e-4f0a-9a1b-2c3d4e5f6a7b';
export const OUTLINE = '# 团队年度总结\n## 年度成果\n* 上线三个产品\n';

export const THEMES = ['classic', 'ocean', 'forest'].map((id) => ({
  id,
  title: `主题 ${id}`,
  tags: ['business'],
  thumbnail: `/api/workspace/template/thumbnail/${id}`,
}));

/** The record/info answer for `finishPage` of `totalPage` slides rendered in `themeId`. */
export function info(
  finishPage: number,
  totalPage: number,
  status: RecordInfo['status'],
  themeId = 'classic',
  recordId = RECORD,
): RecordInfo {
  const slides = Array.from({ length: finishPage }, (_, i) => `/api/files/${themeId}/${i + 1}.png`);
  return { recordId, title: '团队年度总结', themeId, status, finishPage, totalPage, slides };
}

interface DeckServer {
  /** The answer to the `n`th (from 0) record/info call for a record. */
  poll: (recordId: string, n: number) => RecordInfo | Response;
  /** The preview/theme answer (defaults to pending 0 of 4). */
  changeTheme?: (call: RecordedCall) => Response | Promise<Response>;
  /** The preview/outline answer (defaults to pending 0 of 4). */
  start?: (call: RecordedCall) => Response | Promise<Response>;
  recordIds?: string[];
}

const PENDING = { status: 'pending', finishPage: 0, totalPage: 4 };

/** Answers in turn; the last one repeats. */
export const inTurn =
  (answers: RecordInfo[]) =>
  (_recordId: string, n: number): RecordInfo =>
    answers[Math.min(n, answers.length - 1)]!;

/** A mocked API for the deck panel: templates, record creation, generation starts, record/info. */
export function deckServer(options: DeckServer) {
  const served = new Map<string, number>();
  let created = 0;
  return mockFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === '/api/workspace/template') return envelope({ items: THEMES, total: 3 });
    if (path === '/api/ai/generate-ppt/record') {
      const ids = options.recordIds ?? [RECORD];
      return envelope({ recordId: ids[Math.min(created++, ids.length - 1)] });
    }
    if (path === '/api/ai/generate-ppt/record/info') {
      const id = queryOf(call).get('recordId') ?? '';
      const n = served.get(id) ?? 0;
      served.set(id, n + 1);
      const answer = options.poll(id, n);
      return answer instanceof Response ? answer : envelope(answer);
    }
    if (path === '/api/ai/generate-ppt/preview/theme') {
      return options.changeTheme ? options.changeTheme(call) : envelope(PENDING);
    }
    if (path === '/api/ai/generate-ppt/preview/outline') {
      return options.start ? options.start(call) : envelope(PENDING);
    }
    return envelope(null);
  });
}

export const pollsOf = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/ai/generate-ppt/record/info'));

/** One real turn of the event loop (reading a Response body needs more than microtasks). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Advances the fake clock (setTimeout / setInterval only) by `ms`, then lets fetch, TanStack
 * Query and React settle: a few real turns, each followed by 1 ms (a zero-delay timer set while
 * fake timers run is due 1 ms later, and TanStack Query notifies through one).
 */
export async function tick(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 8; i++) {
      await turn();
      await vi.advanceTimersByTimeAsync(1);
    }
  });
}

/** Fake setTimeout / setInterval only: real turns of the event loop still happen. */
export const useFakeClock = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

export const startsOf = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/ai/generate-ppt/preview/'));
