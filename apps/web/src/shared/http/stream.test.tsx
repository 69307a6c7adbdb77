import { screen } from '@testing-library/react';
import { aiApi } from '@slidecraft/contract';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sseResponse } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { sessionToken } from '../storage/session-token';
import { ApiError, isAbortError } from './api-error';
import { stream } from './stream';

const event = (payload: object) => `data: ${JSON.stringify(payload)}\n\n`;
/** Any stream will do where only the events matter. */
const CHAT = { body: { type: 'rewrite', text: 't' } };

describe('stream (POST)', () => {
  it('accumulates data.text across awkwardly split chunks until done', async () => {
    renderApp(<div />);
    sessionToken.set('tok');
    const body =
      event({ code: 200, data: { text: '# 标题\n', offline: true } }) +
      event({ code: 0, data: { text: '## 第一章\n' } }) +
      event({ code: 200, data: { text: '* 要点', done: true } }) +
      event({ code: 200, data: { text: 'IGNORED' } });
    const cut = [7, 30, 31, 64, 90];
    const chunks = cut.map((end, i) => body.slice(cut[i - 1] ?? 0, end)).concat(body.slice(90));
    const { calls } = mockFetch(() => sseResponse(chunks));
    const seen: string[] = [];

    const result = await stream(
      aiApi.outlineSection,
      { body: { topic: 't' } },
      {
        onProgress: ({ text }) => seen.push(text),
      },
    );

    expect(result).toEqual({ text: '# 标题\n## 第一章\n* 要点', offline: true, done: true });
    expect(seen.at(-1)).toBe(result.text);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.authorization).toBe('Bearer tok');
    expect(calls[0]?.headers.accept).toBe('text/event-stream');
    expect(calls[0]?.body).toEqual({ topic: 't' });
  });

  it("reads the use-ai header: 'false' is the offline composer, 'true' and 'preset' are not", async () => {
    renderApp(<div />);
    const body = [
      event({
        code: 200,
        id: 's',
        text: '# 标题\n',
        text_: '',
        usedAI: false,
        data: { text: '# 标题\n' },
      }),
      event({
        code: 200,
        id: 's',
        text: '',
        text_: '# 标题\n',
        usedAI: false,
        data: { text: '', done: true },
      }),
    ];
    const answers = (useAi: string) => {
      mockFetch(() => sseResponse(body, { 'use-ai': useAi }));
      return stream(aiApi.chatImport, { body: { text: 't' } });
    };
    expect(await answers('false')).toEqual({ text: '# 标题\n', offline: true, done: true });
    expect((await answers('true')).offline).toBe(false);
    expect((await answers('preset')).offline).toBe(false);
  });

  it('turns an error event into an ApiError and shows its message', async () => {
    renderApp(<div />);
    mockFetch(() =>
      sseResponse([
        event({ code: 200, data: { text: '# 标题\n' } }),
        event({ code: 5401, message: '内容包含敏感词' }),
      ]),
    );
    const failure = stream(aiApi.chat, CHAT);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 5401 });
    // Shown in the 5401 dialog, whose title antd repeats for screen readers.
    expect(await screen.findAllByText('内容包含敏感词')).not.toHaveLength(0);
  });

  it("'inline' leaves a failure to the page (no toast) but still opens a limit's dialog", async () => {
    renderApp(<div />);
    mockFetch(() =>
      sseResponse([
        event({ code: 200, data: { text: '# 标题\n' } }),
        event({ code: 5402, message: 'AI 服务异常，请稍后重试' }),
      ]),
    );
    await expect(stream(aiApi.chat, CHAT, { quiet: 'inline' })).rejects.toMatchObject({
      code: 5402,
      notified: false,
    });
    mockFetch(() => envelope(null, { code: 5410, message: 'AI 点数不足' }));
    await expect(stream(aiApi.chat, CHAT, { quiet: 'inline' })).rejects.toMatchObject({
      code: 5410,
    });
    expect(await screen.findAllByText('AI 点数不足')).not.toHaveLength(0);
    expect(screen.queryByText('AI 服务异常，请稍后重试')).toBeNull();
  });

  it('reads a JSON reply as an envelope (refused before streaming)', async () => {
    renderApp(<div />);
    mockFetch(() => envelope(null, { code: 5410, message: 'AI 点数不足' }));
    await expect(stream(aiApi.chat, CHAT)).rejects.toMatchObject({ code: 5410 });
    expect(await screen.findAllByText('AI 点数不足')).not.toHaveLength(0);
  });

  it('stops when the signal aborts', async () => {
    renderApp(<div />);
    const controller = new AbortController();
    const encoder = new TextEncoder();
    mockFetch(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(c) {
              c.enqueue(encoder.encode(event({ code: 200, data: { text: 'a' } })));
              controller.signal.addEventListener('abort', () =>
                c.error(new DOMException('Aborted', 'AbortError')),
              );
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    );
    const onProgress = vi.fn(() => controller.abort());
    const error = await stream(aiApi.chat, CHAT, { signal: controller.signal, onProgress }).catch(
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
    expect(onProgress).toHaveBeenCalledWith({ text: 'a', offline: false });
  });
});

describe('stream (GET)', () => {
  it('sends the query on a GET without a body and accumulates like a POST stream', async () => {
    renderApp(<div />);
    sessionToken.set('tok');
    const { calls } = mockFetch(() =>
      sseResponse([
        event({ code: 200, data: { text: '# 年度工作总结\n' } }),
        event({ code: 200, data: { text: '', done: true } }),
      ]),
    );
    const result = await stream(aiApi.presetOutline, { query: { topic: '年度 工作&总结' } });
    expect(result).toEqual({ text: '# 年度工作总结\n', offline: false, done: true });
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url).toBe(
      '/api/ai/chat/outline?topic=%E5%B9%B4%E5%BA%A6%20%E5%B7%A5%E4%BD%9C%26%E6%80%BB%E7%BB%93',
    );
    expect(calls[0]?.headers['content-type']).toBeUndefined();
    expect(calls[0]?.headers.accept).toBe('text/event-stream');
  });
});
