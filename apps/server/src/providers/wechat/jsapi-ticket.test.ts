import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../kv/memory-kv.js';
import { OfficialWechatLoginProvider } from './official-wechat.js';

/** A fake WeChat API answering stable_token and getticket, counting the calls. */
function fakeWechat(tickets: Array<Record<string, unknown>>) {
  const calls: string[] = [];
  const fetch = (async (input: string | URL) => {
    const url = new URL(String(input));
    calls.push(
      url.pathname +
        (url.searchParams.get('access_token') ? `?${url.searchParams.get('access_token')}` : ''),
    );
    if (url.pathname === '/cgi-bin/stable_token') {
      return Response.json({ access_token: `token-${calls.length}`, expires_in: 7200 });
    }
    if (url.pathname === '/cgi-bin/ticket/getticket') {
      expect(url.searchParams.get('type')).toBe('jsapi');
      return Response.json(tickets.shift() ?? { errcode: 45009, errmsg: 'limit' });
    }
    return new Response('not found', { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const provider = (fetch: typeof globalThis.fetch) =>
  new OfficialWechatLoginProvider({
    appId: 'wx1234567890abcdef',
    appSecret: 'secret-secret-secret',
    kv: new MemoryKeyValueStore(),
    fetch,
    apiBase: 'http://wechat.test',
  });

describe('the JS-SDK jsapi_ticket (official provider)', () => {
  it('is fetched with the access token once, then served from the cache', async () => {
    const fake = fakeWechat([{ errcode: 0, errmsg: 'ok', ticket: 'TICKET-1', expires_in: 7200 }]);
    const wechat = provider(fake.fetch);
    expect(await wechat.jsapiTicket()).toBe('TICKET-1');
    expect(await wechat.jsapiTicket()).toBe('TICKET-1');
    expect(fake.calls).toEqual(['/cgi-bin/stable_token', '/cgi-bin/ticket/getticket?token-1']);
    expect(wechat.appId).toBe('wx1234567890abcdef');
  });

  it('drops a stale access token and tries once more; other errors throw', async () => {
    const fake = fakeWechat([
      { errcode: 40001, errmsg: 'invalid credential' },
      { errcode: 0, ticket: 'TICKET-2', expires_in: 7200 },
    ]);
    expect(await provider(fake.fetch).jsapiTicket()).toBe('TICKET-2');
    expect(fake.calls.filter((c) => c === '/cgi-bin/stable_token')).toHaveLength(2);
    const failing = fakeWechat([{ errcode: 45009, errmsg: 'reach max api daily quota limit' }]);
    await expect(provider(failing.fetch).jsapiTicket()).rejects.toThrow(/errcode 45009/);
  });
});
