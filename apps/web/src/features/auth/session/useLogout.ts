import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { USER_WORK_KEYS } from '../../../shared/storage/keys';
import { localStore } from '../../../shared/storage/local-store';
import { sessionToken } from '../../../shared/storage/session-token';
import { toast } from '../../../shared/ui';
import { postLogout } from './session-api';
import { sessionKeys } from './session-keys';
import { useAuthTranslation } from '../auth-texts';

/**
 * Ends the stored session: on the server (best effort), then the token, the user and their work
 * kept in this browser (the next account here is not theirs).
 */
export async function endSession(queryClient: QueryClient): Promise<void> {
  try {
    await postLogout();
  } catch {
    // The local logout below happens whatever the server says.
  }
  sessionToken.clear();
  for (const key of USER_WORK_KEYS) localStore.remove(key);
  queryClient.removeQueries({ queryKey: sessionKeys.all });
}

/** Logs out (endSession) and says so. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { t } = useAuthTranslation();
  return useCallback(async () => {
    await endSession(queryClient);
    toast.success(t('session.logoutSuccess'));
  }, [queryClient, t]);
}
