import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../../shared/browser';
import { envelope, queryOf } from '../../../test/fetch-mock';
import { initI18n } from '../../../app/i18n/init-i18n';
import { sessionToken } from '../../../shared/storage/session-token';
import type { HuaweiHostBridge } from '../login/huawei-host';
import { takeLoginState } from '../login/login-state';
import { currentParams, fakeAuthServer, renderLogin } from './login-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  delete window.SlideCraftHuaweiHost;
});

/** Installs the Huawei host app's one-tap hook (huawei-host.ts) answering with `oneTapLogin`. */
function hostApp(oneTapLogin: HuaweiHostBridge['oneTapLogin']) {
  const hook = vi.fn(oneTapLogin);
  window.SlideCraftHuaweiHost = { oneTapLogin: hook };
  return hook;
}

const hwLogin = (isBindPhone: boolean) => () =>
  envelope({ token: 'hw-native', isNewUser: false, isBindPhone, redirect: '/' });

const AUTHORIZE = 'https://oauth-login.example/oauth2/v3/authorize?state=S';

describe('Huawei one-tap login (lm=h)', () => {
  it('shows the one-tap button and the agreement with the Huawei authentication agreement', async () => {
    fakeAuthServer();
    renderLogin('/login?lm=h');
    expect(await screen.findByTestId('huawei-login')).toBeTruthy();
    expect(screen.getByText('华为账号一键登录', { selector: 'button span' })).toBeTruthy();
    expect(screen.getByTestId('huawei-agreement').textContent).toBe('《华为账号用户认证协议》');
  });

  it('gets the authorize address for the current path and leaves for it', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const server = fakeAuthServer({
      '/api/login/huawei/authorize': () => envelope({ url: AUTHORIZE }),
    });
    renderLogin('/workspace?lm=h&x=1');
    fireEvent.click(await screen.findByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('huawei-login'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE));
    const calls = server.callsTo('/api/login/huawei/authorize');
    expect(calls).toHaveLength(1);
    expect(queryOf(calls[0]!).get('redirect')).toBe('/workspace?lm=h&x=1');
    // Its return will be known as a login started in this browser.
    expect(takeLoginState('S')).toBe(true);
  });

  it('asks for the agreement first', async () => {
    const server = fakeAuthServer();
    renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('huawei-login'));
    expect((await screen.findAllByText('请阅读并同意以下协议后登录')).length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('huawei-agreement').length).toBeGreaterThan(1);
    expect(server.callsTo('/api/login/huawei/authorize')).toHaveLength(0);
  });

  it.each([
    [() => envelope(null, { code: 5402, message: 'x' }), '系统服务异常'],
    [() => envelope(null, { code: 5102, message: 'x' }), '登录失败，请尝试其他方式'],
  ])('shows the phone-maker message when the authorize call fails', async (reply, text) => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    fakeAuthServer({ '/api/login/huawei/authorize': reply });
    renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('huawei-login'));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('is translated (en-US)', async () => {
    initI18n('en-US');
    fakeAuthServer();
    renderLogin('/login?lm=h');
    expect(await screen.findByText('HUAWEI ID Authentication Agreement')).toBeTruthy();
    expect(screen.getByTestId('login-other-ways').textContent).toBe('Other ways to login');
  });
});

describe('Huawei one-tap inside the host app (native hook)', () => {
  it('exchanges the host code with native: true and finishes a bound account', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const hook = hostApp(() => Promise.resolve({ authorizationCode: 'NATIVE-1' }));
    const server = fakeAuthServer({ '/api/login/huawei': hwLogin(true) });
    const { onSuccess } = renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('huawei-login'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(hook).toHaveBeenCalledTimes(1);
    const posts = server.callsTo('/api/login/huawei');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ authorizationCode: 'NATIVE-1', native: true });
    expect(sessionToken.get()).toBe('hw-native');
    expect(server.callsTo('/api/login/huawei/authorize')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes on to bind a phone (lm=b) when the account has none', async () => {
    hostApp(() => Promise.resolve({ authorizationCode: 'NATIVE-2' }));
    fakeAuthServer({ '/api/login/huawei': hwLogin(false) });
    const { router, onSuccess } = renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('huawei-login'));
    expect(await screen.findByTestId('login-view-b')).toBeTruthy();
    expect(currentParams(router).get('lm')).toBe('b');
    expect(sessionToken.get()).toBe('hw-native');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('HMS core missing'))],
    [
      'throws',
      () => {
        throw new Error('bridge broken');
      },
    ],
    ['answers no code', () => Promise.resolve({ authorizationCode: '' })],
  ])('falls back to the OAuth redirect when the hook %s', async (_n, oneTap) => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    hostApp(oneTap as HuaweiHostBridge['oneTapLogin']);
    const server = fakeAuthServer({
      '/api/login/huawei/authorize': () => envelope({ url: AUTHORIZE }),
    });
    renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('huawei-login'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE));
    expect(server.callsTo('/api/login/huawei')).toHaveLength(0);
  });

  it('falls back to the anonymous quick login when the one-tap phone login fails', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const oneTap = vi.fn(() => Promise.reject(new Error('no phone number on this account')));
    const anonymous = vi.fn(() => Promise.resolve({ authorizationCode: 'ANON-1' }));
    window.SlideCraftHuaweiHost = { oneTapLogin: oneTap, anonymousLogin: anonymous };
    const server = fakeAuthServer({ '/api/login/huawei': hwLogin(false) });
    const { router } = renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('huawei-login'));
    // Signed in without a phone: on to the (skippable) bind-phone step.
    expect(await screen.findByTestId('login-view-b')).toBeTruthy();
    expect(currentParams(router).get('lm')).toBe('b');
    expect(oneTap).toHaveBeenCalledTimes(1);
    expect(anonymous).toHaveBeenCalledTimes(1);
    expect(server.callsTo('/api/login/huawei').map((c) => c.body)).toEqual([
      { authorizationCode: 'ANON-1', native: true },
    ]);
    expect(sessionToken.get()).toBe('hw-native');
    expect(server.callsTo('/api/login/huawei/authorize')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the OAuth redirect when the anonymous quick login fails too', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const anonymous = vi.fn(() => Promise.resolve({ authorizationCode: '  ' }));
    window.SlideCraftHuaweiHost = {
      oneTapLogin: () => Promise.reject(new Error('HMS core missing')),
      anonymousLogin: anonymous,
    };
    const server = fakeAuthServer({
      '/api/login/huawei/authorize': () => envelope({ url: AUTHORIZE }),
    });
    renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('huawei-login'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE));
    expect(anonymous).toHaveBeenCalledTimes(1);
    expect(server.callsTo('/api/login/huawei')).toHaveLength(0);
  });

  it('does not try the anonymous login when the user cancelled the one-tap sheet', async () => {
    const anonymous = vi.fn(() => Promise.resolve({ authorizationCode: 'ANON-2' }));
    window.SlideCraftHuaweiHost = {
      oneTapLogin: () => Promise.reject({ code: 'cancelled' }),
      anonymousLogin: anonymous,
    };
    const server = fakeAuthServer();
    renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('huawei-login'));
    expect(await screen.findByText('用户取消授权')).toBeTruthy();
    expect(anonymous).not.toHaveBeenCalled();
    expect(server.callsTo('/api/login/huawei')).toHaveLength(0);
  });

  it('stays and says so when the user cancels the native sheet', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    hostApp(() => Promise.reject({ code: 'cancelled' }));
    const server = fakeAuthServer();
    renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('huawei-login'));
    expect(await screen.findByText('用户取消授权')).toBeTruthy();
    expect(server.callsTo('/api/login/huawei/authorize')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the phone-maker message when the server refuses the host code', async () => {
    hostApp(() => Promise.resolve({ authorizationCode: 'NATIVE-3' }));
    fakeAuthServer({ '/api/login/huawei': () => envelope(null, { code: 5000, message: 'x' }) });
    const { onSuccess } = renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('huawei-login'));
    expect(await screen.findByText('登录失败，请尝试其他方式')).toBeTruthy();
    expect(sessionToken.get()).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('asks for the agreement before calling the host', async () => {
    const hook = hostApp(() => Promise.resolve({ authorizationCode: 'NATIVE-4' }));
    fakeAuthServer();
    renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('huawei-login'));
    expect((await screen.findAllByText('请阅读并同意以下协议后登录')).length).toBeGreaterThan(0);
    expect(hook).not.toHaveBeenCalled();
  });
});

describe('Huawei one-tap on the code-login screen (lm=v)', () => {
  it('is offered only when the host hook exists', async () => {
    fakeAuthServer();
    const first = renderLogin('/login?lm=v');
    expect(await screen.findByTestId('login-view-v')).toBeTruthy();
    expect(screen.queryByTestId('to-huawei-login')).toBeNull();
    first.unmount();

    hostApp(() => Promise.resolve({ authorizationCode: 'X' }));
    const { router } = renderLogin('/login?lm=v');
    fireEvent.click(await screen.findByTestId('to-huawei-login'));
    expect(await screen.findByTestId('login-view-h')).toBeTruthy();
    expect(currentParams(router).get('lm')).toBe('h');
  });

  it('is not repeated where the title switch already leads to one-tap (the host default)', async () => {
    hostApp(() => Promise.resolve({ authorizationCode: 'X' }));
    fakeAuthServer();
    renderLogin('/login?lm=v', { huawei: true, mobile: true });
    expect(await screen.findByTestId('login-view-v')).toBeTruthy();
    expect(screen.getByTestId('login-switch').textContent).toBe('华为账号一键登录');
    expect(screen.queryByTestId('to-huawei-login')).toBeNull();
  });

  it("is offered on the app shell's default account login when the shell injects the hook", async () => {
    fakeAuthServer();
    const first = renderLogin('/login', { appShell: true, mobile: true });
    expect(await screen.findByTestId('login-view-p')).toBeTruthy();
    expect(screen.queryByTestId('to-huawei-login')).toBeNull();
    first.unmount();

    hostApp(() => Promise.resolve({ authorizationCode: 'X' }));
    const { router } = renderLogin('/login', { appShell: true, mobile: true });
    expect(await screen.findByTestId('login-view-p')).toBeTruthy();
    fireEvent.click(screen.getByTestId('to-huawei-login'));
    expect(await screen.findByTestId('login-view-h')).toBeTruthy();
    expect(currentParams(router).get('lm')).toBe('h');
  });
});
