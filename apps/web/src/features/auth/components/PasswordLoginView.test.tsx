import { LOGIN_LOCK_MS } from '@slidecraft/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope } from '../../../test/fetch-mock';
import { currentParams, fakeAuthServer, isDisabled, renderLogin, type } from './login-test-kit';

const ok = () => envelope({ token: 'pw-token', isNewUser: false });

async function fillAndSubmit(account = '13800138000') {
  await screen.findByAltText('看不清？点击刷新');
  type('account-input', account);
  type('password-input', 'secret-pass');
  type('captcha-input', 'ab12');
  fireEvent.click(screen.getByTestId('agreement-checkbox'));
  fireEvent.click(screen.getByTestId('login-submit'));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('password login (lm=p)', () => {
  it('enables login only when account and password are filled, then logs in', async () => {
    const server = fakeAuthServer({ '/api/login/account': ok });
    const { onSuccess } = renderLogin('/login?lm=p');
    await screen.findByTestId('login-view-p');
    expect(isDisabled('login-submit')).toBe(true);
    type('account-input', '13800138000');
    expect(isDisabled('login-submit')).toBe(true);
    type('password-input', 'secret-pass');
    expect(isDisabled('login-submit')).toBe(false);
    // Show / hide toggle of the password field.
    expect((screen.getByTestId('password-input') as HTMLInputElement).type).toBe('password');
    fireEvent.click(screen.getByLabelText('显示密码'));
    expect((screen.getByTestId('password-input') as HTMLInputElement).type).toBe('text');
    type('password-input', '');

    await fillAndSubmit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(server.callsTo('/api/login/account')[0]?.body).toEqual({
      userName: '+86-13800138000',
      password: 'secret-pass',
      captchaId: 'c1',
      captchaCode: 'ab12',
    });
    expect(sessionToken.get()).toBe('pw-token');
  });

  it('sends an email account as typed and rejects malformed accounts', async () => {
    const server = fakeAuthServer({ '/api/login/account': ok });
    const { onSuccess } = renderLogin('/login?lm=p');
    await screen.findByTestId('login-view-p');
    await fillAndSubmit('user@example');
    expect(await screen.findByText('请输入正确的手机号或邮箱')).toBeTruthy();
    expect(server.callsTo('/api/login/account')).toHaveLength(0);

    type('account-input', 'User@Example.com');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(server.callsTo('/api/login/account')[0]?.body).toMatchObject({
      userName: 'User@Example.com',
    });
  });

  it('on 5104 shows the message, gets a new captcha and stays signed out', async () => {
    const server = fakeAuthServer({
      '/api/login/account': () => envelope(null, { code: 5104, message: '账号或密码错误' }),
    });
    const { onSuccess } = renderLogin('/login?lm=p');
    await fillAndSubmit();
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    await waitFor(() => expect(server.captchaCount()).toBe(2));
    expect((screen.getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(sessionToken.get()).toBeNull();
    expect(screen.queryByTestId('login-lock')).toBeNull();
  });

  it('on 5111 locks the login button for 5 minutes, then clears the lock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message = '密码错误次数过多，请 5 分钟后再试';
    const server = fakeAuthServer({
      '/api/login/account': () => envelope(null, { code: 5111, message }),
    });
    renderLogin('/login?lm=p');
    await fillAndSubmit();
    expect(await screen.findByTestId('login-lock')).toBeTruthy();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(isDisabled('login-submit')).toBe(true);
    const start = Number(window.localStorage.getItem(STORAGE_KEYS.loginLockAt));
    expect(Math.abs(start - Date.now())).toBeLessThan(2000);
    expect(screen.getByTestId('login-lock').textContent).toMatch(/0[45]:\d\d/);

    await act(() => vi.advanceTimersByTimeAsync(LOGIN_LOCK_MS - 10_000));
    expect(isDisabled('login-submit')).toBe(true);
    expect(screen.getByTestId('login-lock').textContent).toMatch(/00:(0\d|10)/);

    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(screen.queryByTestId('login-lock')).toBeNull();
    expect(isDisabled('login-submit')).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.loginLockAt)).toBeNull();
    expect(server.callsTo('/api/login/account')).toHaveLength(1);
  });

  it('keeps the lock across a reload from the stored lock start', async () => {
    fakeAuthServer();
    window.localStorage.setItem(STORAGE_KEYS.loginLockAt, String(Date.now() - 60_000));
    renderLogin('/login?lm=p');
    expect(await screen.findByTestId('login-lock')).toBeTruthy();
    expect(screen.getByTestId('login-lock').textContent).toMatch(/0[34]:\d\d/);
    type('account-input', '13800138000');
    type('password-input', 'secret-pass');
    expect(isDisabled('login-submit')).toBe(true);
  });

  it('ignores and removes an ended lock record', async () => {
    fakeAuthServer();
    window.localStorage.setItem(STORAGE_KEYS.loginLockAt, String(Date.now() - LOGIN_LOCK_MS - 1));
    renderLogin('/login?lm=p');
    await screen.findByTestId('login-view-p');
    expect(screen.queryByTestId('login-lock')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.loginLockAt)).toBeNull();
  });

  it('remembers the account (on by default) and prefills it next time', async () => {
    fakeAuthServer({ '/api/login/account': ok });
    const first = renderLogin('/login?lm=p');
    const remember = (await screen.findByTestId('remember-account')) as HTMLInputElement;
    expect(remember.checked).toBe(true);
    await fillAndSubmit('13800138000');
    await waitFor(() => expect(first.onSuccess).toHaveBeenCalled());
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedAccount)).toBe('13800138000');
    first.unmount();

    renderLogin('/login?lm=p');
    const account = (await screen.findByTestId('account-input')) as HTMLInputElement;
    expect(account.value).toBe('13800138000');

    // Unticking forgets the account and the choice is kept.
    fireEvent.click(screen.getByTestId('remember-account'));
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedAccount)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberAccount)).toBe('0');
  });

  it('links to forgot password (lm=f) keeping the other parameters', async () => {
    fakeAuthServer();
    const { router } = renderLogin('/login?lm=p&redirect=%2Fworkspace');
    fireEvent.click(await screen.findByTestId('forgot-password'));
    expect(await screen.findByTestId('login-view-f')).toBeTruthy();
    expect(currentParams(router).get('lm')).toBe('f');
    expect(currentParams(router).get('redirect')).toBe('/workspace');
  });
});
