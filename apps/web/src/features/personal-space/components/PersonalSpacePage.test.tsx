import type { SpaceItem } from '@slidecraft/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, mockFetch, queryOf, type RecordedCall } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import PersonalSpacePage from './PersonalSpacePage';

const user = {
  id: 'u1',
  name: 'n',
  avatar: '',
  isRole: false,
  endAt: 0,
  rights: [],
  isNewRegister: false,
  phone: '138****8000',
  isBindPhone: true,
};

const MINUTE = 60_000;
const item = (n: number): SpaceItem => ({
  recordId: `6f1c1e1e-2b4a-4a57-9d61-${String(n).padStart(12, '0')}`,
  title: `年度总结 ${n}`,
  thumbnail: n === 1 ? null : `/api/files/previews/${n}/1.png`,
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  updatedAt: new Date(Date.now() - 3 * MINUTE - n * 1000).toISOString(),
  deletedAt: null,
  totalPage: 10,
  status: 'completed',
});

/** A signed-in user's decks, served as the personal-space API does. */
function spaceServer(count: number) {
  let items = Array.from({ length: count }, (_, i) => item(i + 1));
  sessionToken.set('tok');
  const idOf = (call: RecordedCall) =>
    queryOf(call).get('recordId') ?? (call.body as { recordId: string }).recordId;
  return mockFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === '/api/user/user-info') return envelope(user);
    if (path === '/api/personal-space/list') {
      const q = queryOf(call);
      const trash = q.get('trash') === '1';
      const search = q.get('search') ?? '';
      const start = Number(q.get('start'));
      const size = Number(q.get('size'));
      const shown = items.filter(
        (i) => (i.deletedAt !== null) === trash && i.title.includes(search),
      );
      return envelope({ items: shown.slice(start, start + size), total: shown.length });
    }
    const id = idOf(call);
    const set = (change: Partial<SpaceItem>) => {
      items = items.map((i) => (i.recordId === id ? { ...i, ...change } : i));
    };
    if (path === '/api/personal-space/delete') set({ deletedAt: new Date().toISOString() });
    if (path === '/api/personal-space/recover') set({ deletedAt: null });
    if (path === '/api/personal-space/destroy') items = items.filter((i) => i.recordId !== id);
    if (path === '/api/personal-space/copy') {
      const original = items.find((i) => i.recordId === id)!;
      const copy = {
        ...original,
        recordId: `${original.recordId.slice(0, -4)}c0de`,
        title: `${original.title}（副本）`,
      };
      items = [copy, ...items];
      return envelope(copy);
    }
    if (path === '/api/personal-space/ppt' && call.method === 'POST') {
      set({ title: (call.body as { title: string }).title });
      return envelope(items.find((i) => i.recordId === id));
    }
    return envelope(null);
  });
}

const cards = () => screen.queryAllByTestId('space-card');
const calledWith = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.startsWith(path));

describe('personal space', { timeout: 30_000 }, () => {
  it('lists the decks 20 at a time with their edit time, and loads more', async () => {
    const { calls } = spaceServer(23);
    renderApp(<PersonalSpacePage />, { url: '/space' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    const list = calledWith(calls, 'GET', '/api/personal-space/list');
    expect(list[0]?.url).toBe('/api/personal-space/list?sort=edited&trash=0&start=0&size=20');
    expect(screen.getByTestId('space-total').textContent).toBe('共 23 个');
    const first = cards()[0]!;
    expect(first.textContent).toContain('年度总结 1');
    expect(first.textContent).toContain('3 分钟前编辑');
    expect(first.textContent).toContain('暂无预览');
    expect(cards()[1]!.querySelector('img')?.getAttribute('src')).toBe(
      '/api/files/previews/2/1.png',
    );

    fireEvent.click(screen.getByTestId('space-more'));
    await waitFor(() => expect(cards()).toHaveLength(23));
    expect(calls.at(-1)?.url).toContain('start=20');
    expect(screen.queryByTestId('space-more')).toBeNull();
  });

  it('searches on the server once typing pauses, and opens a deck in the editor', async () => {
    const { calls } = spaceServer(12);
    const { router } = renderApp(<PersonalSpacePage />, { url: '/space' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    const search = screen.getByTestId('space-search');
    fireEvent.change(search, { target: { value: '总结 1' } });
    fireEvent.change(search, { target: { value: '总结 11' } });
    await waitFor(() => expect(cards()).toHaveLength(1));
    const searches = calledWith(calls, 'GET', '/api/personal-space/list').filter((c) =>
      queryOf(c).has('search'),
    );
    expect(searches.map((c) => queryOf(c).get('search'))).toEqual(['总结 11']);

    fireEvent.click(within(cards()[0]!).getByTestId('space-open'));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/workspace?recordId=${item(11).recordId}`),
    );
  });

  it('renames a deck, refusing a blank title', async () => {
    const { calls } = spaceServer(2);
    renderApp(<PersonalSpacePage />, { url: '/space' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(cards()[0]!).getByTestId('space-card-menu'));
    fireEvent.click(await screen.findByTestId('space-rename'));
    const input = await screen.findByTestId('rename-input');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('rename-save'));
    expect(await screen.findByText('标题不能为空')).toBeTruthy();
    expect(calledWith(calls, 'POST', '/api/personal-space/ppt')).toHaveLength(0);

    fireEvent.change(input, { target: { value: ' 新的标题 ' } });
    fireEvent.click(screen.getByTestId('rename-save'));
    await waitFor(() => expect(cards()[0]!.textContent).toContain('新的标题'));
    expect(calledWith(calls, 'POST', '/api/personal-space/ppt')[0]?.body).toEqual({
      recordId: item(1).recordId,
      title: '新的标题',
    });
  });

  it('copies a deck: the copy leads the list, titled as a copy', async () => {
    const { calls } = spaceServer(2);
    renderApp(<PersonalSpacePage />, { url: '/space' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(cards()[1]!).getByTestId('space-card-menu'));
    fireEvent.click(await screen.findByTestId('space-copy'));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards()[0]!.textContent).toContain('（副本）');
    expect(calledWith(calls, 'GET', '/api/personal-space/copy')[0]?.url).toBe(
      `/api/personal-space/copy?recordId=${item(2).recordId}`,
    );
    expect(await screen.findByText('已复制一份，标题带“副本”')).toBeTruthy();
  });

  it('deletes to the trash, recovers, and destroys after a confirm', async () => {
    const { calls } = spaceServer(2);
    renderApp(<PersonalSpacePage />, { url: '/space' });
    await waitFor(() => expect(cards()).toHaveLength(2));

    fireEvent.click(within(cards()[0]!).getByTestId('space-card-menu'));
    fireEvent.click(await screen.findByTestId('space-remove'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(calledWith(calls, 'DELETE', '/api/personal-space/delete')[0]?.url).toBe(
      `/api/personal-space/delete?recordId=${item(1).recordId}`,
    );
    expect(await screen.findByText('已移到回收站，30 天内可恢复')).toBeTruthy();

    fireEvent.click(screen.getByTestId('space-tab-trash'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]!.textContent).toContain('1 分钟内删除');
    expect(cards()[0]!.textContent).toContain('30 天后彻底删除');
    expect(within(cards()[0]!).queryByTestId('space-open')).toBeNull();

    fireEvent.click(within(cards()[0]!).getByTestId('space-recover'));
    expect(await screen.findByText('回收站是空的')).toBeTruthy();
    expect(calledWith(calls, 'PUT', '/api/personal-space/recover')[0]?.body).toEqual({
      recordId: item(1).recordId,
    });

    fireEvent.click(screen.getByTestId('space-tab-kept'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(cards()[1]!).getByTestId('space-card-menu'));
    const removes = screen.getAllByTestId('space-remove');
    fireEvent.click(removes.at(-1)!);
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('space-tab-trash'));
    await waitFor(() => expect(cards()).toHaveLength(1));

    // Cancel first: nothing is destroyed.
    fireEvent.click(within(cards()[0]!).getByTestId('space-destroy'));
    expect((await screen.findAllByText('彻底删除后无法恢复。')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByTestId('confirm-cancel').at(-1)!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calledWith(calls, 'DELETE', '/api/personal-space/destroy')).toHaveLength(0);

    const shown = screen.getAllByText('彻底删除后无法恢复。').length;
    fireEvent.click(within(cards()[0]!).getByTestId('space-destroy'));
    await waitFor(() =>
      expect(screen.getAllByText('彻底删除后无法恢复。').length).toBeGreaterThan(shown),
    );
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1)!);
    expect(await screen.findByText('回收站是空的')).toBeTruthy();
    expect(calledWith(calls, 'DELETE', '/api/personal-space/destroy')[0]?.url).toBe(
      `/api/personal-space/destroy?recordId=${item(2).recordId}`,
    );
  });

  it('shows the empty state with the way to create a deck', async () => {
    spaceServer(0);
    renderApp(<PersonalSpacePage />, { url: '/space' });
    expect(await screen.findByText('还没有 PPT')).toBeTruthy();
    expect(screen.getByTestId('space-create').closest('a')?.getAttribute('href')).toBe('/');
  });
});
