import { systemApi } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { call, routeKey } from '../../../shared/http';

/**
 * Whether the server searches the web for outlines (a provider is set): the health call's
 * `webSearch`. False until known and when the call fails: the switch is then simply not shown.
 */
export function useWebSearchOffered(): boolean {
  const query = useQuery({
    queryKey: routeKey(systemApi.health),
    queryFn: ({ signal }) => call(systemApi.health, {}, { signal, quiet: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data?.webSearch ?? false;
}
