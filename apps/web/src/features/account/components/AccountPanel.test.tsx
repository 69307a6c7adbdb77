import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AVATAR_MAX_BYTES } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { setViewportWidth } from '../../../test/setup-dom';
import { SessionArea } from './SessionArea';
import { fakeAuthServer, testUser, type } from '../../auth/components/login-test-kit';

type Server = ReturnType<typeof fakeAuthServer>;

/** The request body fetch received for the n-th call to `path` (FormData stays a FormData). */
function sentBody(server: Server, path: string, index = 0): unknown {
  const calls = server.fn.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  );
  return calls[index]?.[1]?.body;
}

async function openSettings() {
  sessionToken.set('tok');
  fireEvent.click(await screen.findByTestId('user-menu'));
  fireEvent.click(await screen.findByTestId('account-settings'));
  return screen.findByTestId('account-panel');
}

describe('account settings', () => {
  it('opens from the user menu in a bottom drawer on mobile', async () => {
    setViewportWidth(375);
    sessionToken.set('tok');
    fakeAuthServer();
    renderApp(<SessionArea />);
    const panel = await openSettings();
    expect(panel.closest('.ant-drawer')).toBeTruthy();
    expect(screen.getByTestId('account-phone').textContent).toBe('138****8000');
    expect(screen.getByTestId('phone-unbind')).toBeTruthy();
    expect(screen.queryByTestId('phone-bind')).toBeNull();
  });

  it('saves the name as a multipart form, toasts and reloads the user', async () => {
    sessionToken.set('tok');
    const server = fakeAuthServer({
      '/api/user/update/avatar-or-name': () => envelope({ name: '新名字', avatar: '' }),
    });
    renderApp(<SessionArea />);
    const panel = await openSettings();
    expect(panel.closest('.ant-modal')).toBeTruthy();
    const loads = server.callsTo('/api/user/user-info').length;
    type('name-input', '  新名字 ');
    fireEvent.click(screen.getByTestId('name-save'));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    const call = server.callsTo('/api/user/update/avatar-or-name')[0];
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe('Bearer tok');
    expect(call?.headers['content-type']).toBeUndefined();
    const body = sentBody(server, '/api/user/update/avatar-or-name');
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('name')).toBe('新名字');
    expect((body as FormData).has('avatar')).toBe(false);
    await waitFor(() =>
      expect(server.callsTo('/api/user/user-info').length).toBeGreaterThan(loads),
    );
  });

  it('refuses an avatar over 2 MB or of another type without a request', async () => {
    sessionToken.set('tok');
    const server = fakeAuthServer();
    renderApp(<SessionArea />);
    await openSettings();
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('avatar-upload'), { target: { files: [big] } });
    expect(await screen.findByText('图片不能超过 2 MB')).toBeTruthy();
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('avatar-upload'), { target: { files: [gif] } });
    expect(await screen.findByText('仅支持 PNG、JPEG、WebP 格式的图片')).toBeTruthy();
    expect(server.callsTo('/api/user/update/avatar-or-name')).toHaveLength(0);
  });

  it('uploads an accepted avatar and toasts', async () => {
    sessionToken.set('tok');
    const server = fakeAuthServer({
      '/api/user/update/avatar-or-name': () => envelope({ name: testUser.name, avatar: '/a.png' }),
    });
    renderApp(<SessionArea />);
    await openSettings();
    const png = new File([new Uint8Array(100)], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('avatar-upload'), { target: { files: [png] } });
    expect(await screen.findByText('头像修改成功')).toBeTruthy();
    const body = sentBody(server, '/api/user/update/avatar-or-name') as FormData;
    expect((body.get('avatar') as File).name).toBe('a.png');
    expect(body.has('name')).toBe(false);
  });

  it('shows the server message when unbinding the last way to log in (5107)', async () => {
    sessionToken.set('tok');
    const server = fakeAuthServer({
      '/api/user/unBind/phone': () =>
        envelope(null, {
          code: 5107,
          message: '这是账号唯一的登录方式，请先绑定其他登录方式再解绑',
        }),
    });
    renderApp(<SessionArea />);
    await openSettings();
    fireEvent.click(screen.getByTestId('phone-unbind'));
    await screen.findByAltText('看不清？点击刷新');
    type('captcha-input', 'ab12');
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await waitFor(() => expect(server.callsTo('/api/sms/set-unBind')).toHaveLength(1));
    const query = new URL(server.callsTo('/api/sms/set-unBind')[0]!.url, 'http://x').searchParams;
    expect(query.get('captchaCode')).toBe('ab12');
    expect(query.get('captchaId')).toBe('c1');
    expect(query.has('phone')).toBe(false);
    type('sms-code-input', '123456');
    fireEvent.click(screen.getByTestId('phone-unbind-submit'));
    const alert = await screen.findByTestId('phone-unbind-error');
    expect(alert.textContent).toContain('这是账号唯一的登录方式');
    expect(server.callsTo('/api/user/unBind/phone')[0]?.body).toEqual({ code: '123456' });
    expect(screen.queryByText('手机号解绑成功')).toBeNull();
  });

  it('binds a phone when none is bound', async () => {
    sessionToken.set('tok');
    const server = fakeAuthServer({
      '/api/user/user-info': () => envelope({ ...testUser, phone: '', isBindPhone: false }),
    });
    renderApp(<SessionArea />);
    await openSettings();
    expect(screen.getByTestId('account-phone').textContent).toBe('未绑定');
    fireEvent.click(screen.getByTestId('phone-bind'));
    type('phone-input', '13800138000');
    type('captcha-input', 'ab12');
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await waitFor(() => expect(server.callsTo('/api/sms/set-bind')).toHaveLength(1));
    type('sms-code-input', '654321');
    fireEvent.click(screen.getByTestId('phone-bind-submit'));
    expect(await screen.findByText('手机号绑定成功')).toBeTruthy();
    expect(server.callsTo('/api/user/bind-account')[0]?.body).toEqual({
      phone: '+86-13800138000',
      code: '654321',
    });
  });

  it('changes the password with the code and the new password', async () => {
    sessionToken.set('tok');
    const server = fakeAuthServer();
    renderApp(<SessionArea />);
    await openSettings();
    fireEvent.click(screen.getByTestId('password-change'));
    await screen.findByAltText('看不清？点击刷新');
    type('captcha-input', 'xy34');
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await waitFor(() => expect(server.callsTo('/api/sms/set-pwd')).toHaveLength(1));
    type('sms-code-input', '112233');
    type('password-input', 'short');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('密码长度为 8-64 位')).toBeTruthy();
    expect(server.callsTo('/api/user/update-pwd')).toHaveLength(0);
    type('password-input', 'a-long-password');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(server.callsTo('/api/user/update-pwd')[0]?.body).toEqual({
      code: '112233',
      password: 'a-long-password',
    });
    await waitFor(() => expect(screen.queryByTestId('password-form')).toBeNull());
  });

  it('unties WeChat after the confirm dialog', async () => {
    sessionToken.set('tok');
    const server = fakeAuthServer();
    renderApp(<SessionArea />);
    await openSettings();
    fireEvent.click(screen.getByTestId('wechat-untie'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findByText('微信解绑成功')).toBeTruthy();
    expect(server.callsTo('/api/user/untie-wechat')[0]?.method).toBe('POST');
  });

  it('does not untie WeChat when the dialog is cancelled', async () => {
    sessionToken.set('tok');
    const server = fakeAuthServer();
    renderApp(<SessionArea />);
    await openSettings();
    fireEvent.click(screen.getByTestId('wechat-untie'));
    fireEvent.click(await screen.findByTestId('confirm-cancel'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('/api/user/untie-wechat')).toHaveLength(0);
  });
});
