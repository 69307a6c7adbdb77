import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/http';

/** Business errors (ApiError) are answers, not glitches: they are never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isApiError(error) && failures < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
