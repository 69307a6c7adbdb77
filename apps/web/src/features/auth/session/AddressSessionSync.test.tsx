import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAnalyticsSink } from '../../../shared/analytics';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { testUser } from '../components/login-test-kit';
import { rememberLoginState } from '../login/login-state';
import { useSession } from './useSession';
import { AddressSessionSync } from './AddressSessionSync';

function SessionProbe() {
  const { status, user } = useSession();
  return <div data-testid="session">{`${status}:${user?.id ?? ''}`}</div>;
}

function render(url: string) {
  return renderApp(
    <>
      <AddressSessionSync />
      <SessionProbe />
    </>,
    { url },
  );
}

type Route = (call: RecordedCall) => Response;

/** This browser started a WeChat or Huawei login with `state` (the login views do so). */
function startedHere(state: string) {
  rememberLoginState(`https://provider.example/authorize?client_id=1&state=${state}`);
}

function server(routes: Record<string, Route> = {}) {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (routes[path]) return routes[path](call);
    if (path === '/api/user/user-info') return envelope(testUser);
    return envelope(null);
  });
}

afterEach(() => {
  setAnalyticsSink(null);
  window.sessionStorage.clear();
});

describe('session parameters of the page address', () => {
  it('stores ?token= as the session, removes it and loads the user', async () => {
    server();
    const { router } = render('/workspace?token=tok-1&x=1');
    await waitFor(() => expect(currentUrl(router)).toBe('/workspace?x=1'));
    expect(sessionToken.get()).toBe('tok-1');
    expect((await screen.findByTestId('session')).textContent).toMatch(/^logged-in:u1$/);
  });

  it('exchanges a Huawei code once, cleans the address and finishes on a bound account', async () => {
    const events: [string, unknown][] = [];
    setAnalyticsSink({ track: (name, props) => events.push([name, props]) });
    const s = server({
      '/api/login/huawei': () =>
        envelope({
          token: 'hw-tok',
          isNewUser: true,
          isBindPhone: true,
          redirect: '/workspace?lm=h',
        }),
    });
    startedHere('S1');
    const { router } = render('/login?code=C1&state=S1&thirdLogin=huawei');
    await waitFor(() => expect(currentUrl(router)).toBe('/workspace'));
    const posts = s.calls.filter((c) => c.url.includes('/api/login/huawei'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.method).toBe('POST');
    expect(posts[0]!.body).toEqual({ authorizationCode: 'C1', state: 'S1' });
    expect(sessionToken.get()).toBe('hw-tok');
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('logged-in:u1'));
    expect(events).toEqual([['register', { register_method: 'huawei' }]]);
  });

  it('goes on to bind a phone (lm=b) when the Huawei account has none', async () => {
    server({
      '/api/login/huawei': () =>
        envelope({
          token: 'hw-tok',
          isNewUser: false,
          isBindPhone: false,
          redirect: '/pricing?a=1',
        }),
    });
    startedHere('S2');
    const { router } = render('/login?code=C2&state=S2&thirdLogin=huawei');
    await waitFor(() => expect(currentUrl(router)).toBe('/pricing?a=1&lm=b'));
    expect(sessionToken.get()).toBe('hw-tok');
  });

  it.each([
    [
      'a refused code',
      'C3',
      () => envelope(null, { code: 5000, message: 'x' }),
      '登录失败，请尝试其他方式',
    ],
    [
      'Huawei unavailable',
      'C5',
      () => envelope(null, { code: 5402, message: 'x' }),
      '系统服务异常',
    ],
  ])('shows the phone-maker message for %s and stores nothing', async (_n, code, reply, text) => {
    server({ '/api/login/huawei': reply });
    startedHere('S3');
    const { router } = render(`/login?code=${code}&state=S3&thirdLogin=huawei&lm=h`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(currentUrl(router)).toBe('/login?lm=h');
    expect(sessionToken.get()).toBeNull();
  });

  it('says so when the network fails', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    startedHere('S4');
    render('/login?code=C4&state=S4&thirdLogin=huawei');
    expect(await screen.findByText('网络错误，请检查网络')).toBeTruthy();
  });

  it('says the user cancelled when Huawei returns access_denied', async () => {
    const s = server();
    const { router } = render('/login?error=access_denied&state=S&thirdLogin=huawei&lm=h');
    expect(await screen.findByText('用户取消授权')).toBeTruthy();
    expect(currentUrl(router)).toBe('/login?lm=h');
    expect(s.calls.some((c) => c.url.includes('/api/login/huawei'))).toBe(false);
  });

  it('exchanges a WeChat code once and goes on to bind a phone at the start path', async () => {
    const events: [string, unknown][] = [];
    setAnalyticsSink({ track: (name, props) => events.push([name, props]) });
    const s = server({
      '/api/login/mobile-wechat': () =>
        envelope({
          token: 'wx-tok',
          isNewUser: true,
          isNew: true,
          isBindPhone: false,
          redirect: '/pricing?tab=2',
        }),
    });
    startedHere('S1');
    const { router } = render('/login?thirdLogin=wechat&code=W1&state=S1');
    await waitFor(() => expect(currentUrl(router)).toBe('/pricing?tab=2&lm=b'));
    const posts = s.calls.filter((c) => c.url.includes('/api/login/mobile-wechat'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.method).toBe('POST');
    expect(posts[0]!.body).toEqual({ code: 'W1', state: 'S1' });
    expect(sessionToken.get()).toBe('wx-tok');
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('logged-in:u1'));
    expect(events).toEqual([['register', { register_method: 'wechat' }]]);
  });

  it('finishes a WeChat login of a bound account (code + state without thirdLogin)', async () => {
    const events: [string, unknown][] = [];
    setAnalyticsSink({ track: (name, props) => events.push([name, props]) });
    server({
      '/api/login/mobile-wechat': () =>
        envelope({
          token: 'wx-tok',
          isNewUser: false,
          isNew: false,
          isBindPhone: true,
          redirect: '/workspace?lm=',
        }),
    });
    startedHere('S2');
    const { router } = render('/login?code=W2&state=S2');
    await waitFor(() => expect(currentUrl(router)).toBe('/workspace'));
    expect(sessionToken.get()).toBe('wx-tok');
    expect(await screen.findByText('登录成功')).toBeTruthy();
    expect(events).toEqual([]);
  });

  it.each([
    ['a used state', 'W3', () => envelope(null, { code: 5000, message: 'x' })],
    ['WeChat unreachable', 'W4', () => envelope(null, { code: 5402, message: 'x' })],
  ])(
    'asks to try again or use another way after %s, and stores nothing',
    async (_n, code, reply) => {
      server({ '/api/login/mobile-wechat': reply });
      startedHere('S3');
      const { router } = render(`/login?thirdLogin=wechat&code=${code}&state=S3&lm=`);
      expect(await screen.findByText('微信登录失败，请重试或使用其他方式登录')).toBeTruthy();
      expect(currentUrl(router)).toBe('/login?lm=');
      expect(sessionToken.get()).toBeNull();
    },
  );

  it('says network error when the WeChat exchange cannot reach the server', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    startedHere('S5');
    render('/login?thirdLogin=wechat&code=W5&state=S5');
    expect(await screen.findByText('网络错误，请检查网络后重试')).toBeTruthy();
    expect(sessionToken.get()).toBeNull();
  });

  it('says so when WeChat came back without a code, without calling the server', async () => {
    const s = server();
    const { router } = render('/login?thirdLogin=wechat&state=S4');
    expect(await screen.findByText('微信登录失败，请重试或使用其他方式登录')).toBeTruthy();
    expect(currentUrl(router)).toBe('/login');
    expect(s.calls.some((c) => c.url.includes('/api/login/mobile-wechat'))).toBe(false);
  });

  it('keeps the campaign parameter in sessionStorage', async () => {
    server();
    render('/?utm_campaign=spring');
    await waitFor(() =>
      expect(window.sessionStorage.getItem(STORAGE_KEYS.campaign)).toBe('spring'),
    );
  });
});
