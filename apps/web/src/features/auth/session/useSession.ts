import type { UserInfo } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchUserInfo } from '../api';
import { sessionKeys } from './session-keys';
import { useToken } from './useToken';

export type SessionStatus = 'unknown' | 'logged-in' | 'logged-out';

export interface Session {
  status: SessionStatus;
  user: UserInfo | null;
  token: string | null;
}

/**
 * The session (spec section 4): unknown while the user loads, logged in once it has loaded,
 * logged out without a token or when loading fails (a 401 there also removes the token).
 */
export function useSession(): Session {
  const token = useToken();
  const query = useQuery({
    queryKey: sessionKeys.user(token),
    queryFn: ({ signal }) => fetchUserInfo(signal),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
  if (token === null) return { status: 'logged-out', user: null, token };
  if (query.isSuccess) return { status: 'logged-in', user: query.data, token };
  if (query.isError) return { status: 'logged-out', user: null, token };
  return { status: 'unknown', user: null, token };
}
