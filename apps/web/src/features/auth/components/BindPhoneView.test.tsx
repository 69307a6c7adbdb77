import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, queryOf } from '../../../test/fetch-mock';
import { fakeAuthServer, isDisabled, renderLogin, type } from './login-test-kit';

describe('bind phone (lm=b)', () => {
  it('sends the code, binds, refreshes the user and finishes', async () => {
    sessionToken.set('tok');
    const server = fakeAuthServer();
    const { onSuccess } = renderLogin('/login?lm=b');
    expect(await screen.findByText('绑定手机号，保障账号安全')).toBeTruthy();
    await screen.findByAltText('看不清？点击刷新');

    fireEvent.click(screen.getByTestId('sms-code-button'));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    type('phone-input', '13800138000');
    type('captcha-input', 'ab12');
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await waitFor(() => expect(server.callsTo('/api/sms/set-bind')).toHaveLength(1));
    expect(queryOf(server.callsTo('/api/sms/set-bind')[0]!).get('phone')).toBe('+86-13800138000');

    expect(isDisabled('bind-submit')).toBe(true);
    type('sms-code-input', '654321');
    expect(isDisabled('bind-submit')).toBe(false);
    const userLoads = server.callsTo('/api/user/user-info').length;
    fireEvent.click(screen.getByTestId('bind-submit'));
    expect(await screen.findByText('手机号绑定成功')).toBeTruthy();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(server.callsTo('/api/user/bind-account')[0]?.body).toEqual({
      phone: '+86-13800138000',
      code: '654321',
    });
    expect(server.callsTo('/api/user/bind-account')[0]?.headers.authorization).toContain('tok');
    expect(server.callsTo('/api/user/user-info').length).toBeGreaterThan(userLoads);
  });

  it('shows 5108 (bound to another account) and does not finish', async () => {
    sessionToken.set('tok');
    fakeAuthServer({
      '/api/user/bind-account': () =>
        envelope(null, { code: 5108, message: '该手机号已绑定其他账号' }),
    });
    const { onSuccess } = renderLogin('/login?lm=b');
    await screen.findByTestId('login-view-b');
    type('phone-input', '13800138000');
    type('sms-code-input', '654321');
    fireEvent.click(screen.getByTestId('bind-submit'));
    expect(await screen.findByText('该手机号已绑定其他账号')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(sessionToken.get()).toBe('tok');
  });

  it('skip finishes without binding and keeps the session', async () => {
    sessionToken.set('tok');
    const server = fakeAuthServer();
    const { onSuccess } = renderLogin('/login?lm=b');
    fireEvent.click(await screen.findByTestId('bind-skip'));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(server.callsTo('/api/user/bind-account')).toHaveLength(0);
    expect(sessionToken.get()).toBe('tok');
  });
});
