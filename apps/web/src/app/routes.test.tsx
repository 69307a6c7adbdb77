import { LOGIN_QR_POLL_MS } from '@slidecraft/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '../features/membership/membership-fixtures';
import { sessionToken } from '../shared/storage/session-token';
import { envelope, mockFetch } from '../test/fetch-mock';
import '../test/render';
import { setViewportWidth } from '../test/setup-dom';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';

const user = {
  id: 'u1',
  name: 'n',
  avatar: '',
  isRole: false,
  endAt: 0,
  rights: [],
  isNewRegister: false,
  phone: '138****8000',
  isBindPhone: true,
};

function renderAt(url: string) {
  const client = createQueryClient();
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [url] });
  render(
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('routes', () => {
  it('home: header, navigation and the AI box', async () => {
    mockFetch(() => envelope(null));
    renderAt('/');
    expect(await screen.findByTestId('topic-input')).toBeTruthy();
    expect(screen.getByTestId('lang-switch')).toBeTruthy();
    expect(screen.getByTestId('login-button')).toBeTruthy();
    expect(screen.getByTestId('nav-pricing').getAttribute('href')).toBe('/pricing');
  });

  it('mobile: the navigation collapses into a drawer', async () => {
    setViewportWidth(375);
    mockFetch(() => envelope(null));
    renderAt('/');
    await screen.findByTestId('topic-input');
    expect(screen.queryByTestId('nav-pricing')).toBeNull();
    fireEvent.click(screen.getByTestId('nav-drawer-button'));
    expect((await screen.findByTestId('nav-pricing')).getAttribute('href')).toBe('/pricing');
  });

  it('pricing: plans with prices and the rights comparison anchor', async () => {
    mockFetch((call) =>
      new URL(call.url, 'http://localhost').pathname === '/api/products'
        ? envelope({ items: CATALOGUE, payments: ['wechat', 'alipay'] })
        : envelope(null),
    );
    renderAt('/pricing#RightsComprison');
    expect(await screen.findByText('权益对比')).toBeTruthy();
    expect(document.getElementById('RightsComprison')).not.toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('plan-professional').textContent).toContain('¥29.9'),
    );
    expect(screen.getByTestId('plan-basic').textContent).toContain('¥0');
  });

  it('legal pages render their documents', async () => {
    mockFetch(() => envelope(null));
    renderAt('/legal/privacy-policy');
    expect(await screen.findByTestId('legal-privacyPolicy')).toBeTruthy();
    expect(screen.getAllByText('隐私政策').length).toBeGreaterThan(0);
  });

  it('unknown paths get the 404 page', async () => {
    mockFetch(() => envelope(null));
    renderAt('/no/such/page');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });

  it('login page renders the SMS form without opening the modal', async () => {
    mockFetch(() =>
      envelope({ provider: 'builtin', captchaId: 'c', image: 'data:image/png;base64,A' }),
    );
    renderAt('/login?lm=v');
    expect(await screen.findByTestId('login-panel')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('login page shows the template wall without waiting for it', async () => {
    mockFetch((call) =>
      call.url.startsWith('/api/template-center/contents')
        ? new Promise<Response>(() => undefined)
        : envelope({ provider: 'builtin', captchaId: 'c', image: 'data:image/png;base64,A' }),
    );
    renderAt('/login?lm=v');
    expect(await screen.findByTestId('phone-input')).toBeTruthy();
    expect(screen.getByTestId('login-wall').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByTestId('wall-cell')).toHaveLength(100);
  });

  it('login page: a WeChat login without a bound phone stays for lm=b, skip then leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockFetch((call) => {
        const path = new URL(call.url, 'http://localhost').pathname;
        if (path === '/api/getTemporaryQrcode') {
          return envelope({ url: 'http://x/scan', topic: 'topicAAAAAAAAAAAAAAA', expireAt: 1 });
        }
        if (path === '/api/login/qrcode/status') {
          return envelope({ status: 'success', token: 'qr', isBindPhone: false, isNewUser: true });
        }
        if (path === '/api/user/user-info') return envelope({ ...user, isBindPhone: false });
        if (path === '/api/captcha')
          return envelope({ provider: 'builtin', captchaId: 'c', image: 'data:,' });
        return envelope({ items: [], total: 0 });
      });
      const router = renderAt('/login?redirect=%2Fworkspace');
      fireEvent.click(await screen.findByTestId('agreement-checkbox'));
      await screen.findByTestId('qr-image');
      await act(() => vi.advanceTimersByTimeAsync(LOGIN_QR_POLL_MS));
      expect(await screen.findByTestId('login-view-b')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(router.state.location.pathname).toBe('/login');
      fireEvent.click(screen.getByTestId('bind-skip'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/workspace'));
      expect(sessionToken.get()).toBe('qr');
    } finally {
      vi.useRealTimers();
    }
  });

  it('workspace without stored params links back home', async () => {
    sessionToken.set('tok');
    mockFetch((call) => (call.url === '/api/user/user-info' ? envelope(user) : envelope(null)));
    renderAt('/workspace');
    expect(await screen.findByTestId('workspace-go-home')).toBeTruthy();
  });

  it('a record opened by address loads its status and deck alongside the session, not after it', async () => {
    sessionToken.set('t1');
    const recordId = '0b3f5d2c-8a1e-4c6f-9d2b-7e4a1c3b5f60';
    const waiting: ((response: Response) => void)[] = [];
    const { calls } = mockFetch((call) =>
      call.url === '/api/user/user-info'
        ? new Promise<Response>((resolve) => waiting.push(resolve))
        : envelope(null),
    );
    const router = renderAt(`/workspace?recordId=${recordId}`);
    const paths = () => calls.map((c) => new URL(c.url, 'http://localhost').pathname);
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0), { timeout: 5000 });
    expect(paths()).toEqual(
      expect.arrayContaining(['/api/ai/generate-ppt/record/info', '/api/workspace/ppt/json-file']),
    );
    // The session has not answered yet: the page is still waiting on it.
    expect(screen.queryByTestId('record-back')).toBeNull();
    for (const answer of waiting) answer(envelope(user));
    expect(await screen.findByTestId('record-back')).toBeTruthy();

    // The page's own query changes (the plans dialog, ?mm) read nothing again: the open
    // editor keeps its deck, history and autosave.
    const reads = () => paths().filter((p) => p === '/api/workspace/ppt/json-file').length;
    const before = reads();
    await act(() => router.navigate(`/workspace?recordId=${recordId}&mm=`));
    expect(router.state.location.search).toContain('mm=');
    expect(reads()).toBe(before);
  });
});
