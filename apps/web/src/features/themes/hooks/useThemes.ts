import { templateApi } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { routeKey } from '../../../shared/http';
import { fetchThemes } from '../api';

/** The engine's themes for the theme picker, cached for a few minutes. */
export function useThemes() {
  return useQuery({
    queryKey: routeKey(templateApi.themeList),
    queryFn: ({ signal }) => fetchThemes(signal),
    staleTime: 5 * 60_000,
  });
}
