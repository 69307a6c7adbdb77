import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionKeys } from '../../auth/session/session-keys';

/** Reloads the signed-in user (the session query) after a change to the account. */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    [queryClient],
  );
}
