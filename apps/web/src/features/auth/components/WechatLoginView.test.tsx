import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/init-i18n';
import { browserNavigation } from '../../../shared/browser';
import { envelope, queryOf } from '../../../test/fetch-mock';
import { takeLoginState } from '../login/login-state';
import { currentParams, fakeAuthServer, renderLogin } from './login-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

const AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize?state=S#wechat_redirect';
const IN_WECHAT = { wechat: true, mobile: true };

describe('WeChat in-app login (the default inside WeChat)', () => {
  it('is the default view inside WeChat, with the button, the agreement and other ways', async () => {
    fakeAuthServer();
    renderLogin('/login', IN_WECHAT);
    expect(await screen.findByTestId('login-view-wx')).toBeTruthy();
    expect(screen.getByText('微信一键登录', { selector: 'button span' })).toBeTruthy();
    expect(screen.getByTestId('agreement-checkbox')).toBeTruthy();
    expect(screen.getAllByTestId(/^login-view-/)).toHaveLength(1);
  });

  it('refuses to start before the agreement is ticked', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const server = fakeAuthServer();
    renderLogin('/login', IN_WECHAT);
    fireEvent.click(await screen.findByTestId('wechat-login'));
    expect((await screen.findAllByText('请阅读并同意以下协议后登录')).length).toBeGreaterThan(0);
    expect(server.callsTo('/api/login/mobile-wechat')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves for the authorize address, coming back to the current page without lm', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const server = fakeAuthServer({
      '/api/login/mobile-wechat': () => envelope({ url: AUTHORIZE }),
    });
    renderLogin('/pricing?tab=2&lm=&from=ad', IN_WECHAT);
    fireEvent.click(await screen.findByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('wechat-login'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE));
    const calls = server.callsTo('/api/login/mobile-wechat');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('GET');
    expect(queryOf(calls[0]!).get('callback')).toBe('/pricing?tab=2&from=ad');
    // Its return will be known as a login started in this browser.
    expect(takeLoginState('S')).toBe(true);
  });

  it('agreeing in the dialog continues the login', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    fakeAuthServer({ '/api/login/mobile-wechat': () => envelope({ url: AUTHORIZE }) });
    renderLogin('/login', IN_WECHAT);
    fireEvent.click(await screen.findByTestId('wechat-login'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE));
  });

  it('says login failed (try again or another way) when the address cannot be had', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    fakeAuthServer({
      '/api/login/mobile-wechat': () => envelope(null, { code: 5402, message: 'x' }),
    });
    renderLogin('/login', IN_WECHAT);
    fireEvent.click(await screen.findByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('wechat-login'));
    expect(await screen.findByText('微信登录失败，请重试或使用其他方式登录')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    // The button is usable again.
    await waitFor(() =>
      expect(screen.getByTestId('wechat-login').classList.contains('ant-btn-loading')).toBe(false),
    );
  });

  it('offers other ways to login (lm=v), and the switch there leads back to WeChat', async () => {
    fakeAuthServer();
    const { router } = renderLogin('/login', IN_WECHAT);
    fireEvent.click(await screen.findByTestId('login-other-ways'));
    expect(await screen.findByTestId('login-view-v')).toBeTruthy();
    expect(currentParams(router).get('lm')).toBe('v');
    const toggle = screen.getByTestId('login-switch');
    expect(toggle.textContent).toBe('微信登录');
    fireEvent.click(toggle);
    expect(await screen.findByTestId('login-view-wx')).toBeTruthy();
    expect(currentParams(router).get('lm')).toBe('');
  });

  it('is translated (zh-TW, en-US)', async () => {
    initI18n('zh-TW');
    fakeAuthServer();
    const first = renderLogin('/login', IN_WECHAT);
    expect(await screen.findByText('微信一鍵登入', { selector: 'button span' })).toBeTruthy();
    first.unmount();
    initI18n('en-US');
    renderLogin('/login', IN_WECHAT);
    expect(
      await screen.findByText('One-tap WeChat login', { selector: 'button span' }),
    ).toBeTruthy();
    expect(screen.getByTestId('login-other-ways').textContent).toBe('Other ways to login');
  });
});
