import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { testUser } from '../components/login-test-kit';
import { AddressSessionSync } from './AddressSessionSync';
import { readAddressSession } from './address-session';

type Route = (call: RecordedCall) => Response;

function server(routes: Record<string, Route> = {}) {
  const fake = mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (routes[path]) return routes[path](call);
    if (path === '/api/user/user-info') return envelope(testUser);
    return envelope(null);
  });
  const callsTo = (path: string) =>
    fake.calls.filter((c) => new URL(c.url, 'http://localhost').pathname === path);
  return { ...fake, callsTo };
}

afterEach(() => window.sessionStorage.clear());

describe('returning from a WeChat bind (inside WeChat)', () => {
  it('reads thirdLogin=wechatBind as a bind, not a login', () => {
    const read = readAddressSession(
      new URLSearchParams('x=1&code=C&state=S&thirdLogin=wechatBind'),
    );
    expect(read.action).toEqual({ kind: 'wechat-bind', code: 'C', state: 'S' });
    expect(read.cleaned?.toString()).toBe('x=1');
    expect(readAddressSession(new URLSearchParams('thirdLogin=wechatBind')).action).toEqual({
      kind: 'wechat-bind-error',
    });
  });

  it('binds with the code and state, returns to the path the bind started from and says so', async () => {
    const fake = server({
      '/api/mobile/wechat/bind': () => envelope({ redirect: '/templates?tab=2' }),
    });
    sessionToken.set('tok-123456789012345678901');
    const { router } = renderApp(<AddressSessionSync />, {
      url: '/templates?tab=2&code=C1&state=S1&thirdLogin=wechatBind',
    });
    expect(await screen.findByText('微信绑定成功')).toBeTruthy();
    const call = fake.callsTo('/api/mobile/wechat/bind')[0];
    expect(call?.body).toEqual({ code: 'C1', state: 'S1' });
    expect(call?.headers.authorization).toBe('Bearer tok-123456789012345678901');
    expect(fake.callsTo('/api/login/mobile-wechat')).toHaveLength(0);
    await waitFor(() => expect(currentUrl(router)).toBe('/templates?tab=2'));
  });
});

describe('the campaign trace', () => {
  it('sends the kept campaign once the user is signed in, once per account and campaign', async () => {
    const fake = server({
      '/api/user/utm-trace': () => envelope({ campaign: 'spring' }),
    });
    sessionToken.set('tok-123456789012345678901');
    renderApp(<AddressSessionSync />, { url: '/?utm_campaign=spring' });
    await waitFor(() => expect(fake.callsTo('/api/user/utm-trace')).toHaveLength(1));
    const query = new URL(fake.callsTo('/api/user/utm-trace')[0]!.url, 'http://x').searchParams;
    expect(query.get('campaign')).toBe('spring');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.campaign)).toBe('spring');
    await waitFor(() =>
      expect(window.sessionStorage.getItem(STORAGE_KEYS.campaignTraced)).toBe(
        `${testUser.id}|spring`,
      ),
    );
  });

  it('sends nothing while signed out', async () => {
    const fake = server();
    renderApp(<AddressSessionSync />, { url: '/?utm_campaign=spring' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.callsTo('/api/user/utm-trace')).toHaveLength(0);
  });
});
