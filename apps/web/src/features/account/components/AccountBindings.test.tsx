import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { SessionArea } from './SessionArea';
import { fakeAuthServer, testUser, type } from '../../auth/components/login-test-kit';

async function openSettings() {
  sessionToken.set('tok');
  fireEvent.click(await screen.findByTestId('user-menu'));
  fireEvent.click(await screen.findByTestId('account-settings'));
  return screen.findByTestId('account-panel');
}

const options = (email: boolean) => ({ wechatQr: true, huawei: false, captcha: 'builtin', email });

describe('account settings: email', () => {
  it('offers no email where the deployment sends none (no SMTP in production)', async () => {
    sessionToken.set('tok');
    fakeAuthServer({
      '/api/login/options': () => envelope(options(false)),
      '/api/user/user-info': () => envelope({ ...testUser, email: '', isBindWechat: true }),
    });
    renderApp(<SessionArea />);
    await openSettings();
    await screen.findByTestId('wechat-state');
    expect(screen.queryByTestId('account-email')).toBeNull();
    expect(screen.queryByTestId('email-set')).toBeNull();
  });

  it('sends a code to the email (after the captcha), verifies it and shows the email', async () => {
    sessionToken.set('tok');
    let email = '';
    const server = fakeAuthServer({
      '/api/login/options': () => envelope(options(true)),
      '/api/user/user-info': () => envelope({ ...testUser, email, isBindWechat: true }),
      '/api/user/email/bind': () => {
        email = 'me@example.com';
        return envelope({ email });
      },
    });
    renderApp(<SessionArea />);
    await openSettings();
    expect((await screen.findByTestId('account-email')).textContent).toBe('未设置');
    fireEvent.click(screen.getByTestId('email-set'));
    await screen.findByAltText('看不清？点击刷新');
    type('email-input', 'me@example');
    type('captcha-input', 'ab12');
    fireEvent.click(screen.getByTestId('sms-code-button'));
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeTruthy();
    expect(server.callsTo('/api/user/email/code')).toHaveLength(0);

    type('email-input', ' Me@Example.com ');
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await waitFor(() => expect(server.callsTo('/api/user/email/code')).toHaveLength(1));
    expect(server.callsTo('/api/user/email/code')[0]?.body).toEqual({
      email: 'Me@Example.com',
      captchaId: 'c1',
      captchaCode: 'ab12',
    });
    // The 60 s countdown of the SMS forms.
    await waitFor(() =>
      expect((screen.getByTestId('sms-code-button') as HTMLButtonElement).disabled).toBe(true),
    );
    type('sms-code-input', '246810');
    fireEvent.click(screen.getByTestId('email-submit'));
    expect(await screen.findByText('邮箱设置成功')).toBeTruthy();
    expect(server.callsTo('/api/user/email/bind')[0]?.body).toEqual({
      email: 'Me@Example.com',
      code: '246810',
    });
    await waitFor(() =>
      expect(screen.getByTestId('account-email').textContent).toBe('me@example.com'),
    );
    expect(screen.getByText('可使用此邮箱和账号密码登录')).toBeTruthy();
    expect(screen.queryByTestId('email-form')).toBeNull();
  });
});

describe('account settings: bind WeChat', () => {
  it('shows a bind QR on desktop, polls it and reports the bind', async () => {
    sessionToken.set('tok');
    let bound = false;
    let polls = 0;
    const server = fakeAuthServer({
      '/api/user/user-info': () => envelope({ ...testUser, isBindWechat: bound }),
      '/api/getTemporaryQrcode': () =>
        envelope({
          url: '/api/dev/wechat/scan-page?topic=T',
          topic: 'topic-0123456789abcdef',
          expireAt: 9e9,
        }),
      '/api/user/bindWechatStatus': () => {
        polls += 1;
        if (polls < 2) return envelope({ status: 'waiting' });
        bound = true;
        return envelope({ status: 'success' });
      },
    });
    renderApp(<SessionArea />);
    await openSettings();
    expect(screen.getByTestId('wechat-state').textContent).toContain('未绑定微信');
    expect(screen.queryByTestId('wechat-untie')).toBeNull();
    fireEvent.click(screen.getByTestId('wechat-bind'));
    const image = await screen.findByTestId('wechat-bind-qr-image');
    expect(image.getAttribute('data-url')).toBe('/api/dev/wechat/scan-page?topic=T');
    const query = new URL(server.callsTo('/api/getTemporaryQrcode')[0]!.url, 'http://x')
      .searchParams;
    expect(query.get('purpose')).toBe('bind');
    expect(server.callsTo('/api/getTemporaryQrcode')[0]?.headers.authorization).toBe('Bearer tok');
    expect(await screen.findByText('微信绑定成功', {}, { timeout: 9000 })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('wechat-state').textContent).toContain('已绑定微信'),
    );
    expect(screen.getByTestId('wechat-untie')).toBeTruthy();
    expect(
      new URL(server.callsTo('/api/user/bindWechatStatus')[0]!.url, 'http://x').searchParams.get(
        'topic',
      ),
    ).toBe('topic-0123456789abcdef');
  }, 15_000);

  it('shows the server message when the WeChat belongs to another account (5108)', async () => {
    sessionToken.set('tok');
    fakeAuthServer({
      '/api/user/user-info': () => envelope({ ...testUser, isBindWechat: false }),
      '/api/getTemporaryQrcode': () =>
        envelope({ url: '/scan', topic: 'topic-0123456789abcdef', expireAt: 9e9 }),
      '/api/user/bindWechatStatus': () =>
        envelope(null, { code: 5108, message: '该微信已绑定其他账号' }),
    });
    renderApp(<SessionArea />);
    await openSettings();
    fireEvent.click(screen.getByTestId('wechat-bind'));
    const alert = await screen.findByTestId('wechat-bind-error', {}, { timeout: 9000 });
    expect(alert.textContent).toContain('该微信已绑定其他账号');
  }, 15_000);
});
