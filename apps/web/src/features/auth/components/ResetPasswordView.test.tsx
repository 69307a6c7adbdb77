import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, queryOf } from '../../../test/fetch-mock';
import { currentParams, fakeAuthServer, isDisabled, renderLogin, type } from './login-test-kit';

describe('reset password (lm=f)', () => {
  it('sends the code, resets, toasts and returns to lm=p keeping other params', async () => {
    const server = fakeAuthServer();
    const { router } = renderLogin('/login?lm=f&redirect=%2Fworkspace&x=1');
    expect(await screen.findByText('重置密码', { selector: 'h3' })).toBeTruthy();
    expect(screen.getByText('通过绑定的手机号找回密码')).toBeTruthy();
    await screen.findByAltText('看不清？点击刷新');

    type('phone-input', '13800138000');
    type('captcha-input', 'ab12');
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await waitFor(() => expect(server.callsTo('/api/sms/reset-pwd')).toHaveLength(1));
    const query = queryOf(server.callsTo('/api/sms/reset-pwd')[0]!);
    expect(query.get('phone')).toBe('+86-13800138000');
    expect(query.get('captchaId')).toBe('c1');
    expect(query.get('captchaCode')).toBe('ab12');
    await waitFor(() => expect(isDisabled('sms-code-button')).toBe(true));

    expect(isDisabled('reset-submit')).toBe(true);
    type('sms-code-input', '123456');
    expect(isDisabled('reset-submit')).toBe(true);
    type('password-input', 'short');
    expect(isDisabled('reset-submit')).toBe(false);
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('密码长度为 8-64 位')).toBeTruthy();
    expect(server.callsTo('/api/user/set-password')).toHaveLength(0);

    type('password-input', 'new-password-1');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('密码重置成功，请重新登录')).toBeTruthy();
    expect(server.callsTo('/api/user/set-password')[0]?.body).toEqual({
      phone: '+86-13800138000',
      code: '123456',
      password: 'new-password-1',
    });
    expect(await screen.findByTestId('login-view-p')).toBeTruthy();
    const params = currentParams(router);
    expect(params.get('lm')).toBe('p');
    expect(params.get('redirect')).toBe('/workspace');
    expect(params.get('x')).toBe('1');
  });

  it('shows a wrong SMS code message and stays', async () => {
    fakeAuthServer({
      '/api/user/set-password': () => envelope(null, { code: 5003, message: '验证码错误' }),
    });
    const { router } = renderLogin('/login?lm=f');
    await screen.findByTestId('login-view-f');
    type('phone-input', '13800138000');
    type('sms-code-input', '123456');
    type('password-input', 'new-password-1');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect(currentParams(router).get('lm')).toBe('f');
  });

  it('the back button returns to password login', async () => {
    fakeAuthServer();
    const { router } = renderLogin('/pricing?lm=f&tab=2');
    fireEvent.click(await screen.findByTestId('reset-back'));
    expect(await screen.findByTestId('login-view-p')).toBeTruthy();
    expect(router.state.location.search).toBe('?lm=p&tab=2');
  });
});
