import type { GenerationParams } from '@slidecraft/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { formatDate } from '../../../shared/format-date';
import { renderApp } from '../../../test/render';
import { OutlineWorkspace } from './OutlineWorkspace';
import { RECORD, THEMES, info } from './deck-test-server';

const params: GenerationParams = {
  topic: '团队年度总结',
  deep_thinking: false,
  page_limit: '1-10',
};
const TODAY = formatDate(Math.floor(Date.now() / 1000));
const event = (payload: object) => `data: ${JSON.stringify(payload)}\n\n`;

const OUTLINE = ['# 团队年度总结\n', '> 2025 回顾\n', '## 年度成果\n', '* 上线三个产品\n'];

/** A stream that sends the given events, then stays open until the request is aborted. */
function openStream(events: string[], signal: AbortSignal | undefined): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const e of events) controller.enqueue(encoder.encode(e));
        signal?.addEventListener('abort', () =>
          controller.error(new DOMException('Aborted', 'AbortError')),
        );
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

/** The server of a workspace: the outline stream of these events, a record, its deck, themes. */
function workspaceServer(events: string[]) {
  return (call: RecordedCall) => {
    if (call.url === '/api/ai/chat/outline-section') {
      return new Response(events.join('') + event({ code: 200, data: { text: '', done: true } }), {
        headers: { 'content-type': 'text/event-stream' },
      });
    }
    if (call.url === '/api/ai/generate-ppt/record') return envelope({ recordId: RECORD });
    if (call.url.startsWith('/api/ai/generate-ppt/record/info')) {
      return envelope(info(1, 1, 'completed'));
    }
    if (call.url.startsWith('/api/workspace/template')) {
      return envelope({ items: THEMES, total: THEMES.length });
    }
    return envelope(null);
  };
}

describe('outline workspace', () => {
  it('streams the outline, opens it in the editor, then creates the deck of the edited outline', async () => {
    const { calls } = mockFetch(
      workspaceServer(
        OUTLINE.map((text, i) =>
          event({ code: 200, data: { text, offline: i === 0 ? true : undefined } }),
        ),
      ),
    );
    renderApp(<OutlineWorkspace params={params} />);

    expect(await screen.findByTestId('outline-tree')).toBeTruthy();
    expect(screen.getByTestId('outline-title').textContent).toBe('团队年度总结');
    expect(screen.getByDisplayValue('2025 回顾')).toBeTruthy();
    // The note defaults to the brand placeholder and today.
    expect(screen.getByTestId('deck-author-input')).toHaveProperty('value', 'SlideCraft · AI 生成');
    expect(screen.getByTestId('deck-date-input')).toHaveProperty('value', TODAY);
    expect(screen.getByText('年度成果')).toBeTruthy();
    expect(screen.getByText('上线三个产品')).toBeTruthy();
    expect(screen.getByTestId('offline-tag').textContent).toContain('离线模式');
    expect(calls[0]?.body).toEqual({
      topic: '团队年度总结',
      deep_thinking: false,
      web_search: false,
      page_limit: '1-10',
    });

    // Edit in the tree: rename the chapter, add a point under it.
    fireEvent.doubleClick(screen.getByText('年度成果'));
    const input = screen.getByTestId('outline-node-input');
    fireEvent.change(input, { target: { value: '年度成果与亮点' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('editor-add-point'));
    const added = screen.getByTestId('outline-node-input');
    fireEvent.change(added, { target: { value: '客户满意度 98%' } });
    fireEvent.keyDown(added, { key: 'Enter' });

    fireEvent.click(screen.getByTestId('generate-deck'));
    expect(await screen.findByTestId('download-pptx')).toBeTruthy();
    expect(await screen.findByTestId('slide-thumb-1')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/ai/generate-ppt/record')?.body).toEqual({
      outline: [
        '# 团队年度总结\n',
        '> 2025 回顾\n',
        `@note SlideCraft · AI 生成; ${TODAY}\n`,
        '## 年度成果与亮点\n',
        '* 上线三个产品\n',
        '* 客户满意度 98%\n',
      ].join(''),
    });
  }, 30_000);

  it('shows the text growing with a stop button that aborts the stream', async () => {
    const { calls } = mockFetch((call) =>
      openStream([event({ code: 200, data: { text: '# 标题\n## 第一章\n' } })], call.signal),
    );
    renderApp(<OutlineWorkspace params={params} />);

    await waitFor(() =>
      expect(screen.getByTestId('outline-stream').textContent).toBe('# 标题\n## 第一章\n'),
    );
    expect(screen.getByTestId('outline-progress').textContent).toBe('已生成 12 字');
    fireEvent.click(screen.getByTestId('outline-stop'));

    expect(await screen.findByTestId('outline-stopped')).toBeTruthy();
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(screen.queryByTestId('outline-stream')).toBeNull();
    expect(screen.getByTestId('outline-title').textContent).toBe('标题');
  });

  it('shows the outline as last edited and its deck again after a reload; regenerate streams anew', async () => {
    const { calls } = mockFetch(
      workspaceServer(OUTLINE.map((text) => event({ code: 200, data: { text } }))),
    );
    const streams = () => calls.filter((c) => c.url === '/api/ai/chat/outline-section').length;
    const first = renderApp(<OutlineWorkspace params={params} />);
    fireEvent.doubleClick(await screen.findByText('年度成果'));
    const input = screen.getByTestId('outline-node-input');
    fireEvent.change(input, { target: { value: '年度成果与亮点' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('generate-deck'));
    expect(await screen.findByTestId('download-pptx')).toBeTruthy();
    first.unmount();

    // The reload: the edited outline and the deck, with no new stream (nor AI points spent).
    renderApp(<OutlineWorkspace params={params} />);
    expect(await screen.findByText('年度成果与亮点')).toBeTruthy();
    expect(await screen.findByTestId('download-pptx')).toBeTruthy();
    expect(screen.queryByTestId('regenerate-deck')).toBeNull();
    expect(streams()).toBe(1);
    expect(calls.filter((c) => c.url === '/api/ai/generate-ppt/record')).toHaveLength(1);

    // Regenerate: a new outline from the model, without the edits and the old deck.
    fireEvent.click(screen.getByTestId('outline-regenerate'));
    expect(await screen.findByText('年度成果')).toBeTruthy();
    expect(streams()).toBe(2);
    expect(screen.queryByText('年度成果与亮点')).toBeNull();
    expect(screen.getByTestId('generate-deck')).toBeTruthy();
  }, 30_000);
});
