import { HealthSchema } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/http';

/**
 * Whether the server searches the web for outlines (a provider is set): GET /api/healthz
 * `webSearch`. False until known and when the call fails: the switch is then simply not shown.
 */
export function useWebSearchOffered(): boolean {
  const query = useQuery({
    queryKey: ['system', 'health'],
    queryFn: ({ signal }) => api.get('/api/healthz', HealthSchema, { signal, quiet: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data?.webSearch ?? false;
}
