import { useSyncExternalStore } from 'react';
import { sessionToken } from '../../../shared/storage/session-token';

/** The stored login token; re-renders on login, logout and 401s. */
export function useToken(): string | null {
  return useSyncExternalStore(sessionToken.subscribe, sessionToken.get, () => null);
}
