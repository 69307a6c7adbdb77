import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionToken } from '../../../shared/storage/session-token';
import { fakeAuthServer, renderLogin } from './login-test-kit';

describe('login view switcher', () => {
  it.each([
    ['/login?lm=v', 'login-view-v'],
    ['/login?lm=p', 'login-view-p'],
    ['/login?lm=f', 'login-view-f'],
    ['/login?lm=b', 'login-view-b'],
    ['/login?lm=h', 'login-view-h'],
    ['/login?lm=', 'login-view-qr'],
    ['/login', 'login-view-qr'],
    ['/pricing?lm=zzz', 'login-view-v'],
  ])('%s shows %s', async (url, testId) => {
    fakeAuthServer();
    sessionToken.set('tok');
    renderLogin(url);
    expect(await screen.findByTestId(testId)).toBeTruthy();
    expect(screen.getAllByTestId(/^login-view-/)).toHaveLength(1);
  });

  it('the switch next to the title toggles QR and phone login', async () => {
    fakeAuthServer();
    const { router } = renderLogin('/pricing?lm=&tab=2');
    fireEvent.click(await screen.findByTestId('login-switch'));
    expect(await screen.findByTestId('login-view-v')).toBeTruthy();
    expect(router.state.location.search).toBe('?lm=v&tab=2');
    expect(screen.getByTestId('to-password-login')).toBeTruthy();
    fireEvent.click(screen.getByTestId('login-switch'));
    expect(await screen.findByTestId('login-view-qr')).toBeTruthy();
    expect(router.state.location.search).toBe('?lm=&tab=2');
  });

  it.each([
    [{ mobile: true }, 'login-view-v'],
    [{ mobile: true, wechat: true }, 'login-view-wx'],
    [{ mobile: true, huawei: true }, 'login-view-h'],
    [{ mobile: true, appShell: true }, 'login-view-p'],
    [{}, 'login-view-qr'],
  ])('an empty lm on %o shows %s', async (device, testId) => {
    fakeAuthServer();
    renderLogin('/login?lm=', device);
    expect(await screen.findByTestId(testId)).toBeTruthy();
  });

  it('on a phone browser the switch toggles phone and account login, never a QR', async () => {
    fakeAuthServer();
    const { router } = renderLogin('/pricing?lm=', { mobile: true });
    const toggle = await screen.findByTestId('login-switch');
    expect(toggle.textContent).toBe('账号登录');
    // The link below the form would lead to the same place.
    expect(screen.queryByTestId('to-password-login')).toBeNull();
    fireEvent.click(toggle);
    expect(await screen.findByTestId('login-view-p')).toBeTruthy();
    expect(router.state.location.search).toBe('?lm=p');
    expect(screen.getByTestId('login-switch').textContent).toBe('手机号登录');
    fireEvent.click(screen.getByTestId('login-switch'));
    expect(await screen.findByTestId('login-view-v')).toBeTruthy();
    expect(router.state.location.search).toBe('?lm=v');
  });

  it('in the app shell the switch toggles account (the default) and phone login', async () => {
    fakeAuthServer();
    const { router } = renderLogin('/login?lm=v', { mobile: true, appShell: true });
    const toggle = await screen.findByTestId('login-switch');
    expect(toggle.textContent).toBe('账号登录');
    fireEvent.click(toggle);
    expect(await screen.findByTestId('login-view-p')).toBeTruthy();
    expect(router.state.location.search).toBe('?lm=');
  });

  it('the one-tap view offers other ways to login (lm=v)', async () => {
    fakeAuthServer();
    renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('login-other-ways'));
    expect(await screen.findByTestId('login-view-v')).toBeTruthy();
  });
});
