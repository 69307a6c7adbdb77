import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render';
import { useLoginModal } from '../login/useLoginModal';
import { useRequireLogin } from '../login/useRequireLogin';
import { LoginModal } from './LoginModal';
import { RequireAuth } from './RequireAuth';

function OpenLogin() {
  const { open } = useLoginModal();
  return <button onClick={() => open()}>open login</button>;
}

function SubmitTopic({ onRun }: { onRun: () => void }) {
  const requireLogin = useRequireLogin();
  return <button onClick={() => requireLogin(onRun)}>submit topic</button>;
}

const captcha = { provider: 'builtin', captchaId: 'c1', image: 'data:image/png;base64,AAAA' };

describe('login modal and lm', () => {
  it('opens on the current path with lm=v and closes by removing only lm', async () => {
    mockFetch(() => envelope(captcha));
    const { router } = renderApp(
      <>
        <OpenLogin />
        <LoginModal />
      </>,
      { url: '/pricing?tab=pro' },
    );
    expect(screen.queryByTestId('login-panel')).toBeNull();

    fireEvent.click(screen.getByText('open login'));
    expect(currentUrl(router)).toBe('/pricing?tab=pro&lm=v');
    // The view appears after the 100 ms login view delay.
    expect(await screen.findByTestId('login-panel')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pricing?tab=pro'));
  });

  it('is not opened by lm on the /login page itself', () => {
    mockFetch(() => envelope(captcha));
    renderApp(<LoginModal />, { url: '/login?lm=v' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a signed-out visitor of a protected page to the login modal', async () => {
    mockFetch(() => envelope(captcha));
    const { router } = renderApp(
      <>
        <RequireAuth>
          <p>secret workspace</p>
        </RequireAuth>
        <LoginModal />
      </>,
      { url: '/workspace' },
    );
    // The device default (empty lm): the QR on this desktop (jsdom's user agent).
    await waitFor(() => expect(currentUrl(router)).toBe('/workspace?lm='));
    expect(screen.queryByText('secret workspace')).toBeNull();
    expect(await screen.findByTestId('login-view-qr')).toBeTruthy();
  });

  it('a protected page keeps the bind-phone step a WeChat login opened before its session', async () => {
    mockFetch(() => envelope(captcha));
    const { router } = renderApp(
      <>
        <RequireAuth>
          <p>secret workspace</p>
        </RequireAuth>
        <LoginModal />
      </>,
      { url: '/workspace?from=share&lm=b' },
    );
    expect(await screen.findByTestId('login-view-b')).toBeTruthy();
    expect(currentUrl(router)).toBe('/workspace?from=share&lm=b');
  });

  it('opens with ?lm= (empty) on the device default view, and closing removes lm', async () => {
    mockFetch(() => envelope(captcha));
    const { router } = renderApp(<LoginModal />, { url: '/pricing?lm=&tab=pro' });
    expect(await screen.findByTestId('login-view-qr')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pricing?tab=pro'));
  });

  it('an action that needs a login opens the device default (empty lm)', async () => {
    mockFetch(() => envelope(captcha));
    const onRun = vi.fn();
    const { router } = renderApp(
      <>
        <SubmitTopic onRun={onRun} />
        <LoginModal />
      </>,
      { url: '/' },
    );
    fireEvent.click(screen.getByText('submit topic'));
    expect(currentUrl(router)).toBe('/?lm=');
    expect(await screen.findByTestId('login-view-qr')).toBeTruthy();
    expect(onRun).not.toHaveBeenCalled();
  });
});
