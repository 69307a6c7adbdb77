import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { LoginModal } from './LoginModal';

const captcha = { provider: 'builtin', captchaId: 'c1', image: 'data:image/png;base64,AAAA' };

describe('login modal on a deployment without WeChat login', () => {
  it('opens on phone login instead of the QR, and its switch offers account login', async () => {
    mockFetch((call) => {
      const path = new URL(call.url, 'http://localhost').pathname;
      if (path === '/api/login/options') {
        return envelope({ wechatQr: false, huawei: false, captcha: 'builtin' });
      }
      return envelope(captcha);
    });
    // An empty lm is the device default: the QR on this desktop when WeChat login is on.
    renderApp(<LoginModal />, { url: '/?lm=' });
    expect(await screen.findByTestId('login-view-v')).toBeTruthy();
    expect(screen.queryByTestId('login-view-qr')).toBeNull();
    expect((await screen.findByTestId('login-switch')).textContent).toMatch(/账号|密码/);
  });
});
