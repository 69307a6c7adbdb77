import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SHIPPED_FONTS, type FontRole } from '@slidecraft/deck/scene';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { FontPicker } from './FontPicker';

/** The server's font list: every shipped font, these ones favourites. */
function fontList(favourites: ReadonlySet<string>) {
  return {
    items: SHIPPED_FONTS.map((font) => ({
      id: font.id,
      name: font.names['zh-CN'],
      family: font.family,
      category: font.category,
      licence: font.licence,
      hasBold: font.hasBold,
      coverage: font.coverage,
      css: `/fonts/${font.id}.css`,
      favourite: favourites.has(font.id),
    })),
    total: SHIPPED_FONTS.length,
  };
}

function serve(favourites = new Set<string>()) {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/font/searchRecommend')) return envelope(fontList(favourites));
    const id = (call.body as { font_id: string }).font_id;
    if (call.url === '/api/font/favourite') favourites.add(id);
    if (call.url === '/api/font/unFavourite') favourites.delete(id);
    return envelope(null);
  });
}

function picker(props: { hasText?: boolean; selectionFace?: string } = {}) {
  const onPick = vi.fn();
  const roleFace = vi.fn((role: FontRole) => (role === 'heading' ? 'Ma Shan Zheng' : undefined));
  renderApp(
    <FontPicker
      hasText={props.hasText ?? true}
      selectionFace={props.selectionFace}
      roleFace={roleFace}
      onPick={onPick}
    />,
  );
  return { onPick };
}

describe('the font picker', () => {
  it('shows the selection font, applies a picked font and keeps it among the recent ones', async () => {
    localStorage.removeItem(STORAGE_KEYS.recentFonts);
    serve();
    const { onPick } = picker({ selectionFace: 'Noto Serif SC' });
    expect(screen.getByTestId('font-picker').textContent).toContain('思源宋体');
    fireEvent.click(screen.getByTestId('font-picker'));
    const current = await screen.findByTestId('font-all-noto-serif-sc');
    expect(current.getAttribute('aria-pressed')).toBe('true');
    // Each name in its own face, its web font CSS added to the page.
    expect(current.style.fontFamily).toContain('Noto Serif SC');
    // (The panel adds the links in an effect after it is drawn.)
    await waitFor(() =>
      expect(document.head.querySelector('link[data-font="ma-shan-zheng"]')).not.toBeNull(),
    );

    fireEvent.click(screen.getByTestId('font-all-ma-shan-zheng'));
    expect(onPick).toHaveBeenCalledWith(
      'selection',
      expect.objectContaining({ family: 'Ma Shan Zheng' }),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentFonts)!)).toEqual(['ma-shan-zheng']);
  });

  it('applies to all titles or body text, and back to the theme font', async () => {
    localStorage.setItem(STORAGE_KEYS.recentFonts, JSON.stringify(['zhi-mang-xing', 'nope', 4]));
    serve();
    const { onPick } = picker({ hasText: false });
    fireEvent.click(screen.getByTestId('font-picker'));
    await screen.findByTestId('font-panel');
    // Recent fonts first (only shipped ones), and no selection to apply to.
    expect(screen.getByTestId('font-recent-zhi-mang-xing')).toBeTruthy();
    expect(screen.queryAllByTestId(/^font-recent-/)).toHaveLength(1);
    fireEvent.click(screen.getByText('全部标题'));
    expect(screen.getByTestId('font-all-ma-shan-zheng').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('font-theme'));
    expect(onPick).toHaveBeenCalledWith('heading', null);
  });

  it('finds fonts by name in any language and by category', async () => {
    serve();
    picker();
    fireEvent.click(screen.getByTestId('font-picker'));
    const search = await screen.findByTestId('font-search');
    fireEvent.change(search, { target: { value: '楷書' } });
    expect(screen.queryAllByTestId(/^font-all-/).map((e) => e.dataset.testid)).toEqual([
      'font-all-ma-shan-zheng',
    ]);
    fireEvent.change(search, { target: { value: 'comic' } });
    expect(await screen.findByText('没有找到字体，换个关键词试试')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.click(within(screen.getByTestId('font-category')).getByText('手写'));
    expect(screen.queryAllByTestId(/^font-all-/)).toHaveLength(3);
  });

  it('adds and removes favourites on the account', async () => {
    const favourites = new Set(['zcool-kuaile']);
    const { calls } = serve(favourites);
    picker();
    fireEvent.click(screen.getByTestId('font-picker'));
    expect(await screen.findByTestId('font-favourites-zcool-kuaile')).toBeTruthy();
    const star = screen.getByTestId('font-star-all-zcool-qingke-huangyou');
    await waitFor(() => expect(star.hasAttribute('disabled')).toBe(false));
    fireEvent.click(star);
    await screen.findByTestId('font-favourites-zcool-qingke-huangyou');
    expect(calls.some((c) => c.url === '/api/font/favourite')).toBe(true);
    expect(favourites.has('zcool-qingke-huangyou')).toBe(true);
    fireEvent.click(screen.getByTestId('font-star-favourites-zcool-kuaile'));
    await waitFor(() => expect(screen.queryByTestId('font-favourites-zcool-kuaile')).toBeNull());
    expect(favourites.has('zcool-kuaile')).toBe(false);
  });

  it('still offers every font when the favourites cannot be loaded', async () => {
    mockFetch(() => envelope(null, { code: 500, status: 500 }));
    picker();
    fireEvent.click(screen.getByTestId('font-picker'));
    expect(await screen.findByText('字体列表加载失败，请检查网络后重试')).toBeTruthy();
    expect(screen.queryAllByTestId(/^font-all-/)).toHaveLength(SHIPPED_FONTS.length);
  });
});
