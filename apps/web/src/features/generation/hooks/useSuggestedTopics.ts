import { useQuery } from '@tanstack/react-query';
import { fetchSuggestedTopics } from '../home-box-api';

/** The curated topic chips under the home box; `refresh` draws another random set. */
export function useSuggestedTopics() {
  const query = useQuery({
    queryKey: ['ai', 'outline-topics'],
    queryFn: ({ signal }) => fetchSuggestedTopics(signal),
    staleTime: Infinity,
    retry: false,
  });
  return {
    topics: query.data ?? [],
    refreshing: query.isFetching,
    refresh: () => void query.refetch(),
  };
}
