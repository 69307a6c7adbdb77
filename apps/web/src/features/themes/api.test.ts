import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '../../test/fetch-mock';
import '../../test/render';
import { sessionToken } from '../../shared/storage/session-token';
import { fetchThemes, forgetThemeList } from './api';

/** The engine's theme, then (for a signed-in caller) the caller's brand theme. */
function serveThemes() {
  return mockFetch((call) => {
    const auth = call.headers.authorization;
    const items: { id: string; title: string; tags: string[]; thumbnail: string }[] = [
      { id: 'clean-blue', title: '简约蓝', tags: [], thumbnail: '/t/clean-blue.png' },
    ];
    if (auth)
      items.push({
        id: `brand-${auth.slice(-1)}`,
        title: '公司模板',
        tags: ['brand'],
        thumbnail: '/t/b.png',
      });
    return envelope({ items, total: items.length });
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => sessionToken.clear());

describe('the theme list', () => {
  it("keeps a signed-in caller's list for that session only", async () => {
    const { calls } = serveThemes();
    sessionToken.set('token-a');
    expect((await fetchThemes()).items.map((item) => item.id)).toEqual(['clean-blue', 'brand-a']);
    expect((await fetchThemes()).items).toHaveLength(2);
    expect(calls).toHaveLength(1);
    sessionToken.clear();
    expect((await fetchThemes()).items.map((item) => item.id)).toEqual(['clean-blue']);
    sessionToken.set('token-b');
    expect((await fetchThemes()).items.map((item) => item.id)).toEqual(['clean-blue', 'brand-b']);
    expect(calls).toHaveLength(3);
  });

  it('asks again once a brand theme was added or removed', async () => {
    const { calls } = serveThemes();
    sessionToken.set('token-a');
    await fetchThemes();
    forgetThemeList();
    await fetchThemes();
    expect(calls).toHaveLength(2);
  });
});
