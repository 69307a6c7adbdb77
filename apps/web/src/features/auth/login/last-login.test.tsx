import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAnalyticsSink } from '../../../shared/analytics';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { envelope } from '../../../test/fetch-mock';
import { DESKTOP, fakeAuthServer, renderLogin, type } from '../components/login-test-kit';
import { loginViewOf, rememberedLoginMethod } from './login-params';

afterEach(() => {
  setAnalyticsSink(null);
  window.sessionStorage.clear();
});

describe('last login type (spec section 3)', () => {
  it('is preselected when lm is not given, where it works on the device', () => {
    window.localStorage.clear();
    expect(loginViewOf(null, DESKTOP)).toBe('qr');
    window.localStorage.setItem(STORAGE_KEYS.lastLoginType, 'p');
    expect(rememberedLoginMethod(DESKTOP)).toBe('p');
    expect(loginViewOf(null, DESKTOP)).toBe('password');
    // An explicit lm wins; an empty one is the device default (the switch goes there).
    expect(loginViewOf('v', DESKTOP)).toBe('sms');
    expect(loginViewOf('', DESKTOP)).toBe('qr');
    window.localStorage.setItem(STORAGE_KEYS.lastLoginType, 'v');
    expect(loginViewOf(null, DESKTOP)).toBe('sms');
    // One-tap only inside Huawei's host app; WeChat logins come back to the default.
    window.localStorage.setItem(STORAGE_KEYS.lastLoginType, 'h');
    expect(loginViewOf(null, DESKTOP)).toBe('qr');
    expect(loginViewOf(null, { ...DESKTOP, huawei: true })).toBe('huawei');
    window.localStorage.setItem(STORAGE_KEYS.lastLoginType, '');
    expect(loginViewOf(null, { ...DESKTOP, mobile: true })).toBe('sms');
    window.localStorage.setItem(STORAGE_KEYS.lastLoginType, 'junk');
    expect(loginViewOf(null, DESKTOP)).toBe('qr');
  });

  it('is remembered after a password login (an email account), with the campaign on registrations', async () => {
    const events: Array<[string, unknown]> = [];
    setAnalyticsSink({ track: (event, props) => events.push([event, props]) });
    const server = fakeAuthServer({
      '/api/login/account': () => envelope({ token: 't-123456789012345678901', isNewUser: false }),
    });
    renderLogin('/login?lm=p');
    window.sessionStorage.setItem(STORAGE_KEYS.campaign, 'spring');
    await screen.findByTestId('account-input');
    type('account-input', 'Me@Example.com');
    type('password-input', 'a-long-password');
    type('captcha-input', 'ab12');
    fireEvent.click(screen.getByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(server.callsTo('/api/login/account')).toHaveLength(1));
    expect(server.callsTo('/api/login/account')[0]?.body).toMatchObject({
      userName: 'Me@Example.com',
    });
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.lastLoginType)).toBe('p'));
    // A password login never registers.
    expect(events.filter(([name]) => name === 'register')).toEqual([]);
  });

  it('reports the kept campaign with the registration of an SMS login, and remembers v', async () => {
    const events: Array<[string, unknown]> = [];
    setAnalyticsSink({ track: (event, props) => events.push([event, props]) });
    const server = fakeAuthServer({
      '/api/login/phone': () => envelope({ token: 't-123456789012345678901', isNewUser: true }),
    });
    const { onSuccess } = renderLogin('/login?lm=v');
    window.sessionStorage.setItem(STORAGE_KEYS.campaign, 'spring');
    await screen.findByTestId('phone-input');
    type('phone-input', '13800138000');
    type('sms-code-input', '123456');
    fireEvent.click(screen.getByTestId('agreement-checkbox'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(server.callsTo('/api/login/phone')).toHaveLength(1);
    expect(events).toContainEqual(['register', { method: 'phone', campaign: 'spring' }]);
    expect(window.localStorage.getItem(STORAGE_KEYS.lastLoginType)).toBe('v');
  });
});
