import { templateApi } from '@slidecraft/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { routeKey } from '../../../shared/http';
import { sessionToken } from '../../../shared/storage/session-token';
import { fetchThemes, forgetThemeList } from '../api';

/** The theme list's query key: one list per session (brand themes are the caller's own). */
const themesKey = (token: string | null) => [...routeKey(templateApi.themeList), token ?? ''];

/** The engine's themes, then the signed-in caller's brand themes, for the theme picker. */
export function useThemes() {
  const token = useSyncExternalStore(sessionToken.subscribe, sessionToken.get, () => null);
  return useQuery({
    queryKey: themesKey(token),
    queryFn: ({ signal }) => fetchThemes(signal),
    staleTime: 5 * 60_000,
  });
}

/** Drops the kept list after a brand theme was added or removed, so the picker asks again. */
export function useForgetThemes() {
  const client = useQueryClient();
  return useCallback(() => {
    forgetThemeList();
    void client.invalidateQueries({ queryKey: routeKey(templateApi.themeList) });
  }, [client]);
}
