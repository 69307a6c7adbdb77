import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { testUser } from '../components/login-test-kit';
import { LOGIN_STATE_LIFE_MS, rememberLoginState, takeLoginState } from '../login/login-state';
import { AddressSessionSync } from './AddressSessionSync';

const FOREIGN = '这次登录不是在本浏览器发起的，已拦截。如需登录，请在本页重新登录。';
const pathOf = (call: RecordedCall) => new URL(call.url, 'http://localhost').pathname;

function server() {
  const fake = mockFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/user/user-info') return envelope(testUser);
    if (path === '/api/login/huawei' || path === '/api/login/mobile-wechat') {
      return envelope({
        token: 'provider-token-0123456789',
        isNewUser: false,
        isNew: false,
        isBindPhone: true,
        redirect: '/',
      });
    }
    return envelope(null);
  });
  const exchanges = () =>
    fake.calls.filter((c) => ['/api/login/huawei', '/api/login/mobile-wechat'].includes(pathOf(c)));
  return { exchanges };
}

afterEach(() => vi.useRealTimers());

describe('the return of a WeChat or Huawei web login', () => {
  it.each([
    ['Huawei', '/login?code=C1&state=THEIRS&thirdLogin=huawei&lm=h', '/login?lm=h'],
    ['Huawei without a state', '/login?code=C2&thirdLogin=huawei', '/login'],
    ['WeChat', '/workspace?thirdLogin=wechat&code=W1&state=THEIRS', '/workspace'],
    ['the default exchange', '/?code=W2&state=THEIRS&x=1', '/?x=1'],
  ])(
    'is refused for %s when this browser did not start that login',
    async (_name, url, cleaned) => {
      rememberLoginState('https://provider.example/authorize?state=MINE');
      const fake = server();
      const { router } = renderApp(<AddressSessionSync />, { url });
      expect(await screen.findByText(FOREIGN)).toBeTruthy();
      expect(fake.exchanges()).toHaveLength(0);
      expect(sessionToken.get()).toBeNull();
      await waitFor(() => expect(currentUrl(router)).toBe(cleaned));
      // The login this browser did start can still come back.
      expect(takeLoginState('MINE')).toBe(true);
    },
  );

  it('is exchanged once for a state this browser made, which is then spent', async () => {
    rememberLoginState('/api/dev/wechat/oauth-page?state=MINE&redirect=%2Flogin');
    const fake = server();
    renderApp(<AddressSessionSync />, { url: '/login?thirdLogin=wechat&code=W3&state=MINE' });
    await waitFor(() => expect(sessionToken.get()).toBe('provider-token-0123456789'));
    expect(fake.exchanges()).toHaveLength(1);
    expect(takeLoginState('MINE')).toBe(false);
  });

  it('is refused once the login is older than the server keeps its state', () => {
    rememberLoginState('https://provider.example/authorize?state=OLD');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LOGIN_STATE_LIFE_MS + 1000);
    expect(takeLoginState('OLD')).toBe(false);
  });
});
