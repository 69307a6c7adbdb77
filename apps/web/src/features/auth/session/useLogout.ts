import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_WORK_KEYS } from '../../../shared/storage/keys';
import { localStore } from '../../../shared/storage/local-store';
import { sessionToken } from '../../../shared/storage/session-token';
import { toast } from '../../../shared/ui';
import { postLogout } from '../api';
import { sessionKeys } from './session-keys';

/** Logs out on the server (best effort), then forgets the token, the user and their work. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  return useCallback(async () => {
    try {
      await postLogout();
    } catch {
      // The local logout below happens whatever the server says.
    }
    sessionToken.clear();
    for (const key of USER_WORK_KEYS) localStore.remove(key);
    queryClient.removeQueries({ queryKey: sessionKeys.all });
    toast.success(t('session.logoutSuccess'));
  }, [queryClient, t]);
}
