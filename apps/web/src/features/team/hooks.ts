import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchEnterprise, fetchMyTeam, fetchTeamProducts, teamKeys } from './api';

/** The signed-in user's team (null outside one). */
export function useMyTeam(userId: string) {
  return useQuery({
    queryKey: teamKeys.mine(userId),
    queryFn: ({ signal }) => fetchMyTeam(signal),
  });
}

/** The team plans on sale, in the user's language. */
export function useTeamProducts(teamId: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: teamKeys.products(teamId, i18n.language),
    queryFn: ({ signal }) => fetchTeamProducts(teamId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The enterprise plans and where to contact sales. */
export function useEnterprise() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: teamKeys.enterprise(i18n.language),
    queryFn: ({ signal }) => fetchEnterprise(signal),
    staleTime: 5 * 60_000,
  });
}
