import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { loginGate } from './login-gate';
import {
  LOGIN_PARAM,
  isLoginModalOpen,
  DEFAULT_LOGIN_METHOD,
  loginViewOf,
  rememberedLoginMethod,
  withLoginParam,
  withoutLoginParam,
  type LoginView,
} from './login-params';

export interface LoginModalControls {
  isOpen: boolean;
  view: LoginView;
  /**
   * Opens the modal on the current path by setting lm, without scrolling; the default lm ('')
   * opens on the last login type (spec section 3) when there is one.
   */
  open: (lm?: string, options?: { replace?: boolean }) => void;
  /** Closed without logging in: removes lm and drops the waiting action. */
  close: () => void;
  /** Logged in: removes lm, then runs the waiting action. */
  succeed: () => void;
}

export function useLoginModal(): LoginModalControls {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();

  const open = useCallback<LoginModalControls['open']>(
    (lm = 'v', options) =>
      setParams(
        (prev) => withLoginParam(prev, lm === DEFAULT_LOGIN_METHOD ? rememberedLoginMethod() : lm),
        {
          replace: options?.replace ?? false,
          preventScrollReset: true,
        },
      ),
    [setParams],
  );
  const removeParam = useCallback(
    () => setParams((prev) => withoutLoginParam(prev), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const close = useCallback(() => {
    loginGate.cancel();
    removeParam();
  }, [removeParam]);
  const succeed = useCallback(() => {
    removeParam();
    loginGate.succeed();
  }, [removeParam]);

  return {
    isOpen: isLoginModalOpen(pathname, params),
    view: loginViewOf(params.get(LOGIN_PARAM)),
    open,
    close,
    succeed,
  };
}
