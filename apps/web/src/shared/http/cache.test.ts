import { LOCAL_CACHE_EXPIRY_MS } from '@slidecraft/contract';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '../../test/fetch-mock';
import '../../test/render';
import { i18n } from '../i18n/instance';
import { sessionToken } from '../storage/session-token';
import { cachedGet, localCache } from './cache';

const TagsSchema = z.object({ items: z.array(z.string()) });
const DAY = 24 * 3600_000;

let served = 0;
function serveTags() {
  return mockFetch(() => envelope({ items: [`tags-${++served}`] }));
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  sessionToken.clear();
});

describe('the local cache of GET results', () => {
  it('answers from the cache for 30 days, then asks the server again', async () => {
    const { calls } = serveTags();
    const first = await cachedGet('/api/template-center/tags', TagsSchema);
    expect(calls).toHaveLength(1);
    vi.setSystemTime(Date.now() + LOCAL_CACHE_EXPIRY_MS - 60_000);
    expect(await cachedGet('/api/template-center/tags', TagsSchema)).toEqual(first);
    expect(calls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const fresh = await cachedGet('/api/template-center/tags', TagsSchema);
    expect(calls).toHaveLength(2);
    expect(fresh).not.toEqual(first);
  });

  it('keeps an answer only as long as the call asks, per query and per language', async () => {
    const { calls } = serveTags();
    await cachedGet('/api/x', TagsSchema, { query: { size: 50 }, cache: { maxAgeMs: DAY } });
    await cachedGet('/api/x', TagsSchema, { query: { size: 50 }, cache: { maxAgeMs: DAY } });
    expect(calls).toHaveLength(1);
    // Another query, and another language, are other entries.
    await cachedGet('/api/x', TagsSchema, { query: { size: 10 }, cache: { maxAgeMs: DAY } });
    await i18n.changeLanguage('en-US');
    try {
      await cachedGet('/api/x', TagsSchema, { query: { size: 50 }, cache: { maxAgeMs: DAY } });
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
    expect(calls).toHaveLength(3);
    vi.setSystemTime(Date.now() + DAY + 1);
    await cachedGet('/api/x', TagsSchema, { query: { size: 50 }, cache: { maxAgeMs: DAY } });
    expect(calls).toHaveLength(4);
  });

  it('sweeps stale entries away and never keeps a failure', async () => {
    localCache.write('slidecraft.cache.zh-CN|/api/old', { items: [] }, DAY, Date.now() - 2 * DAY);
    localCache.write('slidecraft.cache.zh-CN|/api/new', { items: [] }, DAY);
    window.localStorage.setItem('slidecraft.cache.zh-CN|/api/broken', '{not json');
    localCache.sweep();
    expect(Object.keys(window.localStorage)).toEqual(['slidecraft.cache.zh-CN|/api/new']);

    const { calls } = mockFetch(() => envelope(null, { code: 5300, message: 'search down' }));
    await expect(cachedGet('/api/y', TagsSchema, { quiet: true })).rejects.toThrow();
    await expect(cachedGet('/api/y', TagsSchema, { quiet: true })).rejects.toThrow();
    expect(calls).toHaveLength(2);
  });

  it('keeps per-user answers for the session only, and sign-out removes them', async () => {
    const { calls } = serveTags();
    sessionToken.set('token-of-user-a-0123456789');
    const mine = await cachedGet('/api/mine', TagsSchema, { cache: { perUser: true } });
    await cachedGet('/api/shared', TagsSchema);
    expect(await cachedGet('/api/mine', TagsSchema, { cache: { perUser: true } })).toEqual(mine);
    expect(calls).toHaveLength(2);
    // Another session is not served the first one's answer.
    sessionToken.set('token-of-user-b-0123456789');
    expect(await cachedGet('/api/mine', TagsSchema, { cache: { perUser: true } })).not.toEqual(
      mine,
    );
    expect(calls).toHaveLength(3);
    sessionToken.clear();
    const left = Object.keys(window.localStorage).filter((k) => k.startsWith('slidecraft.cache.'));
    expect(left).toEqual(['slidecraft.cache.zh-CN|/api/shared']);
    // Signed out, a per-user call is not cached at all.
    await cachedGet('/api/mine', TagsSchema, { cache: { perUser: true } });
    await cachedGet('/api/mine', TagsSchema, { cache: { perUser: true } });
    expect(calls).toHaveLength(5);
  });
});
