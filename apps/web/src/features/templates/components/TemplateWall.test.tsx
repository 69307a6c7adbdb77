import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockFetch, queryOf } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { TemplateWall } from './TemplateWall';

const templates = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `t${i}`,
    title: `模板 ${i}`,
    description: '示例模板',
    tags: ['category.year-end'],
    themeId: 'clean-blue',
    pages: 12,
    thumbnail: `/api/template-center/preview/t${i}/0?size=thumb`,
    downloads: 0,
  }));

const wallImages = () =>
  Array.from(screen.getByTestId('login-wall').querySelectorAll('img'), (img) => img);

describe('login background wall', () => {
  it.each([1, 7, 50])('fills 10 by 10 cells from %i templates', async (n) => {
    const { calls } = mockFetch(() => envelope({ items: templates(n), total: n }));
    renderApp(<TemplateWall />);
    await waitFor(() => expect(wallImages()).toHaveLength(100));
    expect(screen.getAllByTestId('wall-cell')).toHaveLength(100);
    const sources = new Set(templates(n).map((t) => t.thumbnail));
    for (const img of wallImages()) {
      expect(sources.has(img.getAttribute('src') ?? '')).toBe(true);
      expect(img.getAttribute('alt')).toBe('');
      expect(img.getAttribute('loading')).toBe('lazy');
    }
    expect(screen.getByTestId('login-wall').getAttribute('aria-hidden')).toBe('true');
    expect(calls[0]?.url.split('?')[0]).toBe('/api/template-center/contents');
    expect(queryOf(calls[0]!).get('size')).toBe('50');
    expect(queryOf(calls[0]!).get('type')).toBe('template');
  });

  it('shows placeholder blocks while the listing loads and when it fails, without a toast', async () => {
    let fail: () => void = () => undefined;
    const { calls } = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          fail = () => resolve(envelope(null, { code: 500, message: 'boom', status: 500 }));
        }),
    );
    renderApp(<TemplateWall />);
    expect(screen.getAllByTestId('wall-cell')).toHaveLength(100);
    expect(wallImages()).toHaveLength(0);

    await waitFor(() => expect(calls).toHaveLength(1));
    fail();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByTestId('wall-cell')).toHaveLength(100);
    expect(wallImages()).toHaveLength(0);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('still renders when the network is down', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp(<TemplateWall />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByTestId('wall-cell')).toHaveLength(100);
    expect(wallImages()).toHaveLength(0);
  });
});
