import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { createQueryClient } from '../../../app/query-client';
import { createRoutes } from '../../../app/routes';
import { envelope, queryOf, type RecordedCall } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { centreServer, detailOf, pathOf, template } from '../template-fixtures';
import TemplateCentre from './TemplateCentre';

const cards = () => screen.queryAllByTestId('template-card');
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => pathOf(c) === '/api/template-center/contents');
const lastList = (calls: RecordedCall[]) => queryOf(listCalls(calls).at(-1)!);
const pressed = (testId: string) => screen.getByTestId(testId).getAttribute('aria-pressed');
const search = () => screen.getByTestId('template-search').querySelector('input')!;

function renderCentre(url = '/templates') {
  return renderApp(<TemplateCentre />, { url });
}

describe('template centre', () => {
  it('lists 30 templates as cards with their count, pages and category', async () => {
    const { calls } = centreServer(64);
    renderCentre();
    expect(screen.getByTestId('template-loading')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(screen.getByTestId('template-total').textContent).toBe('共 64 个模板');
    const q = lastList(calls);
    expect([q.get('start'), q.get('size'), q.get('tags'), q.get('filters')]).toEqual([
      '0',
      '30',
      null,
      null,
    ]);

    const first = cards()[0]!;
    expect(first.getAttribute('data-id')).toBe('tpl-1');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/templates/tpl-1');
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(within(first).getByTestId('template-pages').textContent).toBe('11 页');
    await waitFor(() => expect(first.textContent).toContain('年终总结'));
  });

  it('puts the chosen tags and filters in the address and the query; Back undoes them', async () => {
    const { calls } = centreServer(64);
    const { router } = renderCentre();
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(pressed('tag-category.all')).toBe('true');
    expect(pressed('tag-category.year-end')).toBe('false');

    fireEvent.click(screen.getByTestId('tag-category.year-end'));
    await waitFor(() => expect(currentUrl(router)).toBe('/templates?tags=category.year-end'));
    expect(pressed('tag-category.year-end')).toBe('true');
    expect(pressed('tag-category.all')).toBe('false');
    await waitFor(() =>
      expect(screen.getByTestId('template-total').textContent).toBe('共 32 个模板'),
    );
    expect(lastList(calls).get('tags')).toBe('category.year-end');

    fireEvent.click(screen.getByTestId('tag-style.business'));
    fireEvent.click(screen.getByTestId('filter-sort.new'));
    fireEvent.click(screen.getByTestId('filter-pages.short'));
    await waitFor(() => expect(lastList(calls).get('filters')).toBe('pages.short,sort.new'));
    expect(lastList(calls).get('tags')).toBe('category.year-end,style.business');
    // One order at a time: 'hot' replaces 'new'.
    fireEvent.click(screen.getByTestId('filter-sort.hot'));
    await waitFor(() => expect(lastList(calls).get('filters')).toBe('pages.short,sort.hot'));
    expect(pressed('filter-sort.new')).toBe('false');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tags')).toBe('category.year-end,style.business');
    expect(params.get('filters')).toBe('pages.short,sort.hot');

    // The group's 'all' chip clears the group.
    fireEvent.click(screen.getByTestId('tag-category.all'));
    await waitFor(() => expect(lastList(calls).get('tags')).toBe('style.business'));
    expect(pressed('tag-category.all')).toBe('true');

    await act(() => router.navigate(-1));
    expect(new URLSearchParams(router.state.location.search).get('tags')).toBe(
      'category.year-end,style.business',
    );
    expect(pressed('tag-category.year-end')).toBe('true');
  });

  it('searches on Enter, keeps the search in the address, and starts from an address', async () => {
    const { calls } = centreServer(64);
    const { router } = renderCentre('/templates?q=模板 1&filters=sort.new,bogus');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(search().value).toBe('模板 1');
    expect(lastList(calls).get('search')).toBe('模板 1');
    expect(lastList(calls).get('filters')).toBe('sort.new');
    expect(pressed('filter-sort.new')).toBe('true');
    expect(search().maxLength).toBe(50);

    fireEvent.change(search(), { target: { value: '  模板 6  ' } });
    fireEvent.keyDown(search(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastList(calls).get('search')).toBe('模板 6'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('模板 6');
    await waitFor(() =>
      expect(screen.getByTestId('template-total').textContent).toBe('共 6 个模板'),
    );

    await act(() => router.navigate(-1));
    expect(search().value).toBe('模板 1');
  });

  it('appends the next 30 on "load more" until every template is shown', async () => {
    const { calls } = centreServer(64);
    renderCentre();
    await waitFor(() => expect(cards()).toHaveLength(30));
    fireEvent.click(screen.getByTestId('template-more'));
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(lastList(calls).get('start')).toBe('30');
    expect(cards()[30]!.getAttribute('data-id')).toBe('tpl-31');
    fireEvent.click(screen.getByTestId('template-more'));
    await waitFor(() => expect(cards()).toHaveLength(64));
    expect(lastList(calls).get('start')).toBe('60');
    expect(screen.queryByTestId('template-more')).toBeNull();
    expect(screen.getByTestId('template-total').textContent).toBe('共 64 个模板');

    // A new choice lists from its first page again, also back to a listing seen before.
    fireEvent.click(screen.getByTestId('tag-category.year-end'));
    await waitFor(() => expect(cards()).toHaveLength(30));
    fireEvent.click(screen.getByTestId('tag-category.all'));
    await waitFor(() => expect(lastList(calls).get('tags')).toBeNull());
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(screen.getByTestId('template-more')).toBeTruthy();
  });

  it('loads the next page by itself when "load more" scrolls into view', async () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    class FakeObserver {
      entry: { callback: IntersectionObserverCallback; target?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
      unobserve() {}
    }
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      const { calls } = centreServer(64);
      renderCentre();
      await waitFor(() => expect(cards()).toHaveLength(30));
      const watcher = observed.at(-1)!;
      expect(watcher.target?.contains(screen.getByTestId('template-more'))).toBe(true);
      act(() =>
        watcher.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await waitFor(() => expect(cards()).toHaveLength(60));
      expect(lastList(calls).get('start')).toBe('30');
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('offers to clear the filters when nothing matches', async () => {
    const { calls } = centreServer(64);
    const { router } = renderCentre('/templates?q=没有这个&tags=category.year-end');
    expect(await screen.findByTestId('template-empty')).toBeTruthy();
    expect(screen.getByTestId('template-empty').textContent).toContain(
      '没有与「没有这个」相关的模板',
    );
    fireEvent.click(screen.getByTestId('template-clear'));
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(currentUrl(router)).toBe('/templates');
    expect(search().value).toBe('');
    const q = lastList(calls);
    expect([q.get('search'), q.get('tags')]).toEqual([null, null]);
  });

  it('shows an inline retry when a page fails, without a toast', async () => {
    let fail = true;
    centreServer(64, (call) =>
      fail && pathOf(call) === '/api/template-center/contents'
        ? envelope(null, { code: 500, message: 'boom', status: 500 })
        : undefined,
    );
    renderCentre();
    expect(await screen.findByTestId('template-error')).toBeTruthy();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByTestId('template-retry'));
    await waitFor(() => expect(cards()).toHaveLength(30));
  });
});

describe('template centre routes', () => {
  function renderAt(url: string) {
    const client = createQueryClient();
    const router = createMemoryRouter(createRoutes(client), { initialEntries: [url] });
    render(
      <AppProviders queryClient={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  }

  it('is linked from the navigation, signed out too, and opens a template from a card', async () => {
    centreServer(64, (call) =>
      pathOf(call) === '/api/template-center/detail' ? envelope(detailOf(template(1))) : undefined,
    );
    const router = renderAt('/');
    const link = await screen.findByTestId('nav-templates');
    expect(link.getAttribute('href')).toBe('/templates');
    const nav = link.closest('nav')!;
    expect(
      Array.from(nav.querySelectorAll('a'), (a) => a.getAttribute('data-testid')).slice(0, 2),
    ).toEqual(['nav-home', 'nav-templates']);

    fireEvent.click(link);
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(document.title).toContain('模板中心');
    fireEvent.click(within(cards()[0]!).getByRole('link'));
    expect(await screen.findByTestId('template-title')).toBeTruthy();
    expect(currentUrl(router)).toBe('/templates/tpl-1');
    expect(screen.getByTestId('nav-templates').className).toContain('active');
    expect(screen.getByTestId('template-back-link').getAttribute('href')).toBe('/templates');
  });
});
