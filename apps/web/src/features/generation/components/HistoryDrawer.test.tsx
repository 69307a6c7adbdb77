import type { HistoryItem } from '@slidecraft/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockFetch, queryOf } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { HistoryButton } from './HistoryButton';

const item = (n: number): HistoryItem => ({
  recordId: `6f1c1e1e-2b4a-4a57-9d61-${String(n).padStart(12, '0')}`,
  title: `年度总结 ${n}`,
  thumbnail: n === 1 ? null : `/api/files/previews/${n}/1.png`,
  createdAt: '2026-11-22T08:00:00.000Z',
  totalPage: 10 + n,
  status: n === 2 ? 'running' : 'completed',
});

/** A history of `count` records served 21 at a time, with removal. */
function historyServer(count: number) {
  let items = Array.from({ length: count }, (_, i) => item(i + 1));
  return mockFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === '/api/ai/generate-ppt/history') {
      const start = Number(queryOf(call).get('start'));
      const size = Number(queryOf(call).get('size'));
      return envelope({ items: items.slice(start, start + size), total: items.length });
    }
    if (path === '/api/ai/generate-ppt/history/remove') {
      const { recordId } = call.body as { recordId: string };
      items = items.filter((i) => i.recordId !== recordId);
      return envelope({ removed: 1 });
    }
    if (path === '/api/ai/generate-ppt/history/remove/all') {
      const removed = items.length;
      items = [];
      return envelope({ removed });
    }
    return envelope(null);
  });
}

const rows = () => screen.queryAllByTestId(/^history-item-/);

describe('generation history', { timeout: 30_000 }, () => {
  it('lists the decks 21 at a time, newest first as served, and loads more', async () => {
    const { calls } = historyServer(23);
    renderApp(<HistoryButton />);
    fireEvent.click(screen.getByTestId('history-open-button'));
    await waitFor(() => expect(rows()).toHaveLength(21));
    expect(calls[0]?.url).toBe('/api/ai/generate-ppt/history?start=0&size=21');
    const first = rows()[0]!;
    expect(first.textContent).toContain('年度总结 1');
    expect(first.textContent).toContain('11 页');
    // A relative time (spec section 9), the date in its tooltip.
    expect(first.querySelector('time')?.getAttribute('title')).toContain('2026-11-22');
    expect(first.querySelector('time')?.textContent).toMatch(
      /^(\d+ (分钟|小时|天|个月|年)前|1 分钟内)$/,
    );
    expect(within(rows()[1]!).getByText('生成中')).toBeTruthy();
    expect(rows()[1]!.querySelector('img')?.getAttribute('src')).toBe(
      '/api/files/previews/2/1.png',
    );

    fireEvent.click(screen.getByTestId('history-more'));
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(calls.at(-1)?.url).toBe('/api/ai/generate-ppt/history?start=21&size=21');
    expect(screen.queryByTestId('history-more')).toBeNull();
  });

  it('removes one deck after a confirm, and all of them', async () => {
    const { calls } = historyServer(3);
    renderApp(<HistoryButton />);
    fireEvent.click(screen.getByTestId('history-open-button'));
    await waitFor(() => expect(rows()).toHaveLength(3));

    fireEvent.click(within(rows()[1]!).getByTestId('history-remove'));
    expect((await screen.findAllByText('删除「年度总结 2」？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByTestId('confirm-cancel').at(-1)!);
    expect(calls.some((c) => c.url.endsWith('/history/remove'))).toBe(false);

    // A closing dialog may still be in the page while the next one opens: take the newest.
    const shown = screen.getAllByText('删除「年度总结 2」？').length;
    fireEvent.click(within(rows()[1]!).getByTestId('history-remove'));
    await waitFor(() =>
      expect(screen.getAllByText('删除「年度总结 2」？').length).toBeGreaterThan(shown),
    );
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1)!);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls.find((c) => c.url.endsWith('/history/remove'))?.body).toEqual({
      recordId: item(2).recordId,
    });

    fireEvent.click(screen.getByTestId('history-remove-all'));
    // (antd repeats a confirm's title for screen readers.)
    expect((await screen.findAllByText('删除全部 2 份生成记录？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1)!);
    expect(await screen.findByText('还没有生成过 PPT')).toBeTruthy();
  });

  it('opens a deck in the workspace', async () => {
    historyServer(2);
    const { router } = renderApp(<HistoryButton />, { url: '/workspace' });
    fireEvent.click(screen.getByTestId('history-open-button'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]!).getByTestId('history-open'));
    await waitFor(() => expect(currentUrl(router)).toBe(`/workspace?recordId=${item(1).recordId}`));
  });
});
