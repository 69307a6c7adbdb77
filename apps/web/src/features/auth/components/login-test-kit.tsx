import { fireEvent, screen } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { vi } from 'vitest';
import { envelope, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { LOGIN_PARAM, loginViewOf, type LoginDevice } from '../login/login-params';
import { useSession } from '../session/useSession';
import { LoginPanel } from './LoginPanel';

/** Test helpers for the login views (not a test file itself). */

export const testUser = {
  id: 'u1',
  name: '用户8000',
  avatar: '',
  isRole: false,
  endAt: 0,
  rights: [],
  isNewRegister: false,
  phone: '138****8000',
  isBindPhone: true,
};

type Route = (call: RecordedCall) => Response | Promise<Response>;

/** A fake API: captcha ids count up (c1, c2, …), user-info answers `testUser`, `routes` the rest. */
export function fakeAuthServer(routes: Record<string, Route> = {}) {
  let captchas = 0;
  const server = mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    const route = routes[path];
    if (route) return route(call);
    if (path === '/api/captcha') {
      captchas += 1;
      return envelope({
        provider: 'builtin',
        captchaId: `c${captchas}`,
        image: `data:image/png;base64,IMG${captchas}`,
      });
    }
    if (path === '/api/user/user-info') return envelope(testUser);
    return envelope(null);
  });
  const callsTo = (path: string) =>
    server.calls.filter((c) => new URL(c.url, 'http://localhost').pathname === path);
  return { ...server, callsTo, captchaCount: () => captchas };
}

/** A desktop browser: the tests do not depend on the user agent of jsdom. */
export const DESKTOP: LoginDevice = {
  appShell: false,
  wechat: false,
  huawei: false,
  mobile: false,
};

/**
 * The panel for the address's lm, as the /login page and the modal render it; like the app
 * (header session area, login page), it observes the session so refreshes load the user.
 */
function Harness({ onSuccess, device }: { onSuccess: () => void; device: LoginDevice }) {
  const [params] = useSearchParams();
  useSession();
  return (
    <LoginPanel
      view={loginViewOf(params.get(LOGIN_PARAM), device)}
      onSuccess={onSuccess}
      device={device}
    />
  );
}

/** Renders the login panel at `url`, on a desktop unless `device` says otherwise. */
export function renderLogin(url: string, device: Partial<LoginDevice> = {}) {
  const onSuccess = vi.fn();
  const result = renderApp(<Harness onSuccess={onSuccess} device={{ ...DESKTOP, ...device }} />, {
    url,
  });
  return { ...result, onSuccess };
}

export const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

export const isDisabled = (testId: string) =>
  (screen.getByTestId(testId) as HTMLButtonElement).disabled;

/** The query of the memory router's current address. */
export function currentParams(router: { state: { location: { search: string } } }) {
  return new URLSearchParams(router.state.location.search);
}
