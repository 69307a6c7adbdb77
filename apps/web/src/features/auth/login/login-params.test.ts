import { describe, expect, it } from 'vitest';
import {
  defaultLoginView,
  isLoginModalOpen,
  type LoginDevice,
  loginRedirectTarget,
  loginViewOf,
  withLoginParam,
  withoutLoginParam,
} from './login-params';

const DESKTOP: LoginDevice = { appShell: false, wechat: false, huawei: false, mobile: false };

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
    for (const [lm, view] of cases) expect(loginViewOf(lm, DESKTOP)).toBe(view);
  });

  it('defaults to account login instead of the QR inside the app shell', () => {
    const appShell = { ...DESKTOP, appShell: true, mobile: true };
    expect(loginViewOf('', appShell)).toBe('password');
    expect(loginViewOf(null, appShell)).toBe('password');
    expect(loginViewOf('v', appShell)).toBe('sms');
  });

  it('defaults to Huawei one-tap inside the Huawei host app, and opens lm=h anywhere', () => {
    const huawei = { ...DESKTOP, huawei: true, mobile: true };
    expect(loginViewOf('', huawei)).toBe('huawei');
    expect(loginViewOf(null, huawei)).toBe('huawei');
    expect(loginViewOf('v', huawei)).toBe('sms');
    expect(loginViewOf('h', DESKTOP)).toBe('huawei');
    expect(loginViewOf('', DESKTOP)).toBe('qr');
  });

  it('picks the default (empty lm) per device: only a desktop shows the QR', () => {
    const cases: [Partial<LoginDevice>, string][] = [
      [{}, 'qr'],
      [{ mobile: true }, 'sms'],
      [{ mobile: true, wechat: true }, 'wechat'],
      // WeChat's desktop client signs in through WeChat as well, no phone needed.
      [{ wechat: true }, 'wechat'],
      // WeChat on a Huawei phone says HUAWEI too; one-tap needs Huawei's own host app.
      [{ mobile: true, wechat: true, huawei: true }, 'wechat'],
      [{ mobile: true, huawei: true }, 'huawei'],
      [{ mobile: true, appShell: true }, 'password'],
      [{ mobile: true, appShell: true, wechat: true, huawei: true }, 'password'],
    ];
    for (const [device, view] of cases) {
      expect(defaultLoginView({ ...DESKTOP, ...device })).toBe(view);
      expect(loginViewOf('', { ...DESKTOP, ...device })).toBe(view);
      expect(loginViewOf(null, { ...DESKTOP, ...device })).toBe(view);
    }
    // Explicit methods do not depend on the device.
    expect(loginViewOf('p', { ...DESKTOP, mobile: true, wechat: true })).toBe('password');
  });

  it('only redirects to same-site paths after login', () => {
    expect(loginRedirectTarget(new URLSearchParams('redirect=/workspace'))).toBe('/workspace');
    expect(loginRedirectTarget(new URLSearchParams('redirect=//evil.example'))).toBe('/');
    expect(loginRedirectTarget(new URLSearchParams('redirect=https://evil.example'))).toBe('/');
    expect(loginRedirectTarget(new URLSearchParams(''))).toBe('/');
  });
});

describe('a deployment without WeChat login (WECHAT_LOGIN_PROVIDER=off)', () => {
  it('opens on SMS login where it would show a WeChat view, and the switch offers account login', async () => {
    const { loginSwitchOf } = await import('./login-switch');
    const desktop = { appShell: false, wechat: false, huawei: false, mobile: false };
    expect(defaultLoginView({ ...desktop, wechatLogin: true })).toBe('qr');
    expect(defaultLoginView({ ...desktop, wechatLogin: false })).toBe('sms');
    expect(defaultLoginView({ ...desktop, wechat: true, wechatLogin: false })).toBe('sms');
    expect(defaultLoginView({ ...desktop, appShell: true, wechatLogin: false })).toBe('password');
    expect(loginSwitchOf('sms', 'sms')).toEqual({ lm: 'p', label: 'toAccount' });
    expect(loginSwitchOf('password', 'sms')).toEqual({ lm: 'v', label: 'toPhone' });
  });
});
