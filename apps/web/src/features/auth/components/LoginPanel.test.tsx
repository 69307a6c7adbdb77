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
    fireEvent.click(screen.getByTestId('login-switch'));
    expect(await screen.findByTestId('login-view-qr')).toBeTruthy();
    expect(router.state.location.search).toBe('?lm=&tab=2');
  });

  it('the one-tap view offers other ways to login (lm=v)', async () => {
    fakeAuthServer();
    renderLogin('/login?lm=h');
    fireEvent.click(await screen.findByTestId('login-other-ways'));
    expect(await screen.findByTestId('login-view-v')).toBeTruthy();
  });
});
