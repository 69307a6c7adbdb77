import { describe, expect, it } from 'vitest';
import {
  isLoginModalOpen,
  loginRedirectTarget,
  loginViewOf,
  withLoginParam,
  withoutLoginParam,
} from './login-params';

describe('login params', () => {
  it('adds lm while keeping the other parameters', () => {
    const next = withLoginParam(new URLSearchParams('mm=&tab=2'));
    expect(next.toString()).toBe('mm=&tab=2&lm=v');
    expect(withLoginParam(new URLSearchParams('lm=p'), 'v').get('lm')).toBe('v');
  });

  it('removes lm and only lm', () => {
    expect(withoutLoginParam(new URLSearchParams('a=1&lm=v&b=2')).toString()).toBe('a=1&b=2');
  });

  it('opens the modal for any lm value on any path except /login', () => {
    expect(isLoginModalOpen('/pricing', new URLSearchParams('lm=v'))).toBe(true);
    expect(isLoginModalOpen('/', new URLSearchParams('lm='))).toBe(true);
    expect(isLoginModalOpen('/login', new URLSearchParams('lm=v'))).toBe(false);
    expect(isLoginModalOpen('/', new URLSearchParams('x=1'))).toBe(false);
  });

  it('maps every lm value to its view in one table', () => {
    const cases: [string | null, string][] = [
      ['v', 'sms'],
      ['p', 'password'],
      ['f', 'forgot'],
      ['b', 'bind'],
      ['h', 'huawei'],
      ['', 'qr'],
      [null, 'qr'],
      ['unknown', 'sms'],
    ];
    for (const [lm, view] of cases) expect(loginViewOf(lm, { appShell: false })).toBe(view);
  });

  it('defaults to account login instead of the QR inside the app shell', () => {
    expect(loginViewOf('', { appShell: true })).toBe('password');
    expect(loginViewOf(null, { appShell: true })).toBe('password');
    expect(loginViewOf('v', { appShell: true })).toBe('sms');
  });

  it('defaults to Huawei one-tap inside the Huawei host app, and opens lm=h anywhere', () => {
    expect(loginViewOf('', { appShell: false, huawei: true })).toBe('huawei');
    expect(loginViewOf(null, { appShell: false, huawei: true })).toBe('huawei');
    expect(loginViewOf('v', { appShell: false, huawei: true })).toBe('sms');
    expect(loginViewOf('h', { appShell: false, huawei: false })).toBe('huawei');
    expect(loginViewOf('', { appShell: false, huawei: false })).toBe('qr');
  });

  it('only redirects to same-site paths after login', () => {
    expect(loginRedirectTarget(new URLSearchParams('redirect=/workspace'))).toBe('/workspace');
    expect(loginRedirectTarget(new URLSearchParams('redirect=//evil.example'))).toBe('/');
    expect(loginRedirectTarget(new URLSearchParams('redirect=https://evil.example'))).toBe('/');
    expect(loginRedirectTarget(new URLSearchParams(''))).toBe('/');
  });
});
