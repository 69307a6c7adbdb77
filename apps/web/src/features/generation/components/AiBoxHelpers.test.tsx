import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SUGGEST_DEBOUNCE_MS } from '@slidecraft/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { AiBox } from './AiBox';

const user = (isRole: boolean) => ({
  id: 'u1',
  name: 'n',
  avatar: '',
  isRole,
  endAt: 0,
  rights: [],
  isNewRegister: false,
  phone: '138****8000',
  isBindPhone: true,
});

/** What the server suggests for each typed topic; other topics get nothing. */
const SUGGESTIONS: Record<string, Response | (() => Response)> = {
  项目: () => envelope({ items: ['项目复盘', '创业计划书'] }),
  坏请求: () => envelope(null, { code: 5000, message: '参数错误' }),
  服务器挂了: () => new Response('oops', { status: 502 }),
  网络赌场: () => envelope(null, { code: 5401, message: '内容包含敏感词，请修改主题后重试' }),
};

function server(options: { member?: boolean } = {}) {
  return mockFetch((call: RecordedCall) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/ai/outline/topic') {
      return envelope({ items: [{ topic: '产品发布会' }, { topic: '项目复盘' }] });
    }
    if (path === '/api/ai/outline/suggest-topic') {
      const topic = (call.body as { topic: string }).topic;
      const answer = SUGGESTIONS[topic];
      if (topic === '断网') return Promise.reject(new TypeError('Failed to fetch'));
      return typeof answer === 'function' ? answer() : envelope({ items: [] });
    }
    if (path === '/api/ai/rate') return envelope({ aiTimes: { total: 10, used: 3 } });
    if (path === '/api/user/user-info') return envelope(user(options.member ?? false));
    return envelope(null);
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const input = () => screen.getByTestId('topic-input') as HTMLTextAreaElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const stored = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.generationParams) ?? 'null') as unknown;
const suggestCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/ai/outline/suggest-topic'));

function mountBox() {
  return renderApp(<AiBox />, {
    routes: [{ path: '/workspace', element: <p>workspace page</p> }],
  });
}

async function renderBox() {
  const result = mountBox();
  fireEvent.focus(await screen.findByTestId('topic-input'));
  return result;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('suggestion dropdown', () => {
  it(`asks once, ${SUGGEST_DEBOUNCE_MS} ms after the last keystroke, and lists the answer`, async () => {
    // Time moves only when the test says so: the debounce is measured to the millisecond.
    vi.useFakeTimers();
    const { calls } = server();
    mountBox();
    await advance(0);
    fireEvent.focus(input());
    type('项');
    await advance(300);
    type('项目');
    await advance(SUGGEST_DEBOUNCE_MS - 1);
    expect(suggestCalls(calls)).toHaveLength(0);
    await advance(1);
    expect(suggestCalls(calls).map((c) => c.body)).toEqual([{ topic: '项目' }]);
    await advance(0);
    const list = screen.getByTestId('topic-suggestions');
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      '项目复盘',
      '创业计划书',
    ]);
  }, 20_000);

  it('takes a clicked suggestion as is and does not look it up again', async () => {
    const { calls } = server();
    await renderBox();
    type('项目');
    await advance(SUGGEST_DEBOUNCE_MS);
    fireEvent.mouseDown(await screen.findByText('创业计划书'));
    expect(input().value).toBe('创业计划书');
    expect(screen.queryByTestId('topic-suggestions')).toBeNull();
    await advance(SUGGEST_DEBOUNCE_MS * 2);
    expect(suggestCalls(calls)).toHaveLength(1);
  });

  it('moves with the arrow keys, takes the highlighted topic on Enter, closes on Escape', async () => {
    server();
    await renderBox();
    type('项目');
    await advance(SUGGEST_DEBOUNCE_MS);
    await screen.findByTestId('topic-suggestions');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    const list = within(screen.getByTestId('topic-suggestions'));
    expect(list.getByRole('option', { selected: true }).textContent).toBe('项目复盘');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('项目复盘');
    expect(stored()).toBeNull();

    type('项目');
    await advance(SUGGEST_DEBOUNCE_MS);
    await screen.findByTestId('topic-suggestions');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByTestId('topic-suggestions')).toBeNull();
  });

  it.each(['坏请求', '服务器挂了', '网络赌场', '断网'])(
    'swallows a failure (%s) to no suggestions, with no toast or dialog',
    async (topic) => {
      const { calls } = server();
      await renderBox();
      type(topic);
      await advance(SUGGEST_DEBOUNCE_MS);
      await waitFor(() => expect(suggestCalls(calls)).toHaveLength(1));
      await advance(50);
      expect(screen.queryByTestId('topic-suggestions')).toBeNull();
      expect(document.querySelector('.ant-message-notice')).toBeNull();
      expect(document.querySelector('.ant-modal')).toBeNull();
    },
  );
});

describe('routing (spec section 4)', () => {
  it('marks a picked suggestion with no options for the preset stream', async () => {
    server();
    sessionToken.set('tok');
    await renderBox();
    type('项目');
    await advance(SUGGEST_DEBOUNCE_MS);
    const list = await screen.findByTestId('topic-suggestions');
    fireEvent.mouseDown(within(list).getByText('项目复盘'));
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(stored()).toEqual({
      topic: '项目复盘',
      deep_thinking: false,
      page_limit: '',
      preset: true,
    });
    await screen.findByText('workspace page');
  });

  it('marks a chip topic with deep thinking, or a typed topic, for the custom stream', async () => {
    server();
    sessionToken.set('tok');
    await renderBox();
    fireEvent.click(await screen.findByRole('button', { name: '产品发布会' }));
    expect(input().value).toBe('产品发布会');
    fireEvent.click(screen.getByTestId('deep-thinking'));
    fireEvent.click(screen.getByTestId('topic-submit'));
    expect(stored()).toMatchObject({ topic: '产品发布会', deep_thinking: true, preset: false });
  });

  it('marks a chip topic taken as is for the preset stream, a typed one not', async () => {
    server();
    await renderBox();
    fireEvent.click(await screen.findByRole('button', { name: '项目复盘' }));
    fireEvent.click(screen.getByTestId('topic-submit'));
    expect(stored()).toMatchObject({ topic: '项目复盘', preset: true });
    type('我的项目复盘');
    fireEvent.click(screen.getByTestId('topic-submit'));
    expect(stored()).toMatchObject({ topic: '我的项目复盘', preset: false });
  });
});

describe('topic chips and AI points', () => {
  it('lists the curated topics under the box and draws others on request', async () => {
    const { calls } = server();
    await renderBox();
    const chips = await screen.findByTestId('topic-chips');
    expect(chips.textContent).toContain('产品发布会');
    expect(calls.filter((c) => c.url.startsWith('/api/ai/outline/topic'))[0]!.url).toBe(
      '/api/ai/outline/topic?size=12',
    );
    fireEvent.click(screen.getByTestId('topic-chips-refresh'));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/ai/outline/topic'))).toHaveLength(2),
    );
  });

  it('shows the remaining points of a signed-in basic user', async () => {
    server();
    sessionToken.set('tok');
    await renderBox();
    expect((await screen.findByTestId('ai-rate')).textContent).toBe('AI 点数剩余 7/10');
  });

  it("shows a member's remaining points of the day", async () => {
    server({ member: true });
    sessionToken.set('tok');
    await renderBox();
    expect((await screen.findByTestId('ai-rate')).textContent).toBe('今日 AI 点数剩余 7/10');
  });

  it('does not ask for the points when signed out', async () => {
    const { calls } = server();
    await renderBox();
    await screen.findByTestId('topic-chips');
    expect(calls.some((c) => c.url.startsWith('/api/ai/rate'))).toBe(false);
    expect(screen.queryByTestId('ai-rate')).toBeNull();
  });
});
