import { useCallback } from 'react';
import { useSession } from '../session/useSession';
import { loginGate } from './login-gate';
import { DEFAULT_LOGIN_METHOD } from './login-params';
import { useLoginModal } from './useLoginModal';

/**
 * Runs an action now when a session exists, otherwise opens the login modal on the device's
 * default login (empty lm: QR on a desktop, SMS on a phone, WeChat login inside WeChat,
 * account login in the app shell) and runs the action once the login succeeds.
 */
export function useRequireLogin(): (action: () => void) => void {
  const { token } = useSession();
  const { open } = useLoginModal();
  return useCallback(
    (action: () => void) => {
      if (token) {
        action();
        return;
      }
      loginGate.defer(action);
      open(DEFAULT_LOGIN_METHOD);
    },
    [token, open],
  );
}
