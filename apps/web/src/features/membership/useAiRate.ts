import { aiApi, remainingAiTimes } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth';
import { call } from '../../shared/http';

/**
 * The signed-in user's AI points. Quiet: the line next to the home box hides. Here rather than
 * with the packs' calls (ai-packs-api.ts), which the home page then does not carry.
 */
export function fetchAiRate(signal?: AbortSignal) {
  return call(aiApi.aiRate, {}, { signal, quiet: true });
}

/** Query key of the AI rate; invalidate it after a call that charges points. */
export const AI_RATE_KEY = ['ai', 'rate'] as const;

/**
 * The signed-in user's AI points (spec section 6: fetched only for a logged-in user), fresh on
 * every visit of the home page since generations elsewhere spend them. Null while unknown.
 */
export function useAiRate() {
  const { status, user } = useSession();
  const loggedIn = status === 'logged-in';
  const query = useQuery({
    queryKey: [...AI_RATE_KEY, user?.id],
    queryFn: ({ signal }) => fetchAiRate(signal),
    enabled: loggedIn,
    staleTime: 0,
    retry: false,
  });
  if (!loggedIn || !query.data) return null;
  return {
    member: user?.isRole ?? false,
    total: query.data.aiTimes.total,
    remaining: remainingAiTimes(query.data),
  };
}
