import type { UserInfo } from '@slidecraft/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchUserInfo } from './user-api';
import { sessionKeys } from './session-keys';
import { useToken } from './useToken';

export type SessionStatus = 'unknown' | 'logged-in' | 'logged-out';

export interface Session {
  status: SessionStatus;
  user: UserInfo | null;
  token: string | null;
}

/** The query of the user signed in with `token`. */
export const sessionQuery = (token: string) => ({
  queryKey: sessionKeys.user(token),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchUserInfo(signal),
  staleTime: 60_000,
  retry: false,
});

/**
 * Starts loading the signed-in user as the app starts (before any page asks for it), so a page
 * behind sign-in does not wait for its own code before the session call goes out.
 */
export function prefetchSession(client: QueryClient, token: string | null): void {
  if (token !== null) void client.prefetchQuery(sessionQuery(token));
}

/**
 * The session (spec section 4): unknown while the user loads, logged in once it has loaded,
 * logged out without a token or when loading fails (a 401 there also removes the token).
 */
export function useSession(): Session {
  const token = useToken();
  const query = useQuery({ ...sessionQuery(token ?? ''), enabled: token !== null });
  if (token === null) return { status: 'logged-out', user: null, token };
  if (query.isSuccess) return { status: 'logged-in', user: query.data, token };
  if (query.isError) return { status: 'logged-out', user: null, token };
  return { status: 'unknown', user: null, token };
}
