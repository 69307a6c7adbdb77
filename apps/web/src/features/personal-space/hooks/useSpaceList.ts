import { personalSpaceApi } from '@slidecraft/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { routeKey } from '../../../shared/http';
import { fetchSpaceList, type SpaceListFilter } from '../api';

/** Every list of the personal space: invalidated together after a change. */
export const spaceKey = routeKey(personalSpaceApi.spaceList);

/**
 * One list of the personal space (kept decks or the trash, searched and sorted), 20 decks a
 * page, each next page appended from the count loaded so far.
 */
export function useSpaceList(filter: SpaceListFilter) {
  const list = useInfiniteQuery({
    queryKey: routeKey(personalSpaceApi.spaceList, { query: filter }),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchSpaceList(filter, pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    // A new search keeps the cards of the last one on screen until its answer comes.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return {
    items: list.data?.pages.flatMap((page) => page.items) ?? [],
    total: list.data?.pages.at(-1)?.total ?? 0,
    loading: list.isPending,
    failed: list.isError && !list.data,
    reload: () => void list.refetch(),
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
  };
}
