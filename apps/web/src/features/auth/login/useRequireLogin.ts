import { useCallback } from 'react';
import { useSession } from '../session/useSession';
import { loginGate } from './login-gate';
import { useLoginModal } from './useLoginModal';

/**
 * Runs an action now when a session exists, otherwise opens the login modal and runs the action
 * once the login succeeds.
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
      open('v');
    },
    [token, open],
  );
}
