import { describe, expect, it } from 'vitest';
import { loginSwitchOf, loginSwitchView } from './login-switch';

describe('the switch next to the title', () => {
  it('toggles phone login and the QR on a desktop', () => {
    expect(loginSwitchOf('qr', 'qr')).toEqual({ lm: 'v', label: 'toPhone' });
    expect(loginSwitchOf('sms', 'qr')).toEqual({ lm: '', label: 'toQr' });
    expect(loginSwitchOf('password', 'qr')).toEqual({ lm: '', label: 'toQr' });
  });

  it('toggles phone and account login in the app shell', () => {
    expect(loginSwitchOf('password', 'password')).toEqual({ lm: 'v', label: 'toPhone' });
    expect(loginSwitchOf('sms', 'password')).toEqual({ lm: '', label: 'toAccount' });
  });

  it('leads back to WeChat login inside WeChat and to one-tap inside the Huawei host', () => {
    expect(loginSwitchOf('sms', 'wechat')).toEqual({ lm: '', label: 'toWechat' });
    expect(loginSwitchOf('password', 'wechat')).toEqual({ lm: '', label: 'toWechat' });
    expect(loginSwitchOf('sms', 'huawei')).toEqual({ lm: '', label: 'toHuawei' });
  });

  it('toggles phone and account login on a plain phone browser, never offering a QR', () => {
    expect(loginSwitchOf('sms', 'sms')).toEqual({ lm: 'p', label: 'toAccount' });
    expect(loginSwitchOf('password', 'sms')).toEqual({ lm: 'v', label: 'toPhone' });
  });

  it('names the view it opens', () => {
    expect(loginSwitchView('sms', 'qr')).toBe('qr');
    expect(loginSwitchView('sms', 'sms')).toBe('password');
    expect(loginSwitchView('sms', 'password')).toBe('password');
    expect(loginSwitchView('sms', 'huawei')).toBe('huawei');
    expect(loginSwitchView('qr', 'qr')).toBe('sms');
  });
});
