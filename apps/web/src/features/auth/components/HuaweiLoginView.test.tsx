import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../../shared/browser';
import { envelope, queryOf } from '../../../test/fetch-mock';
import { initI18n } from '../../../app/i18n/init-i18n';
import { fakeAuthServer, renderLogin } from './login-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

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
