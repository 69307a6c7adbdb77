import { generationApi } from '@slidecraft/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { routeKey } from '../../../shared/http';
import { fetchHistory, removeAllHistory, removeHistory } from '../api';

/** Every page of the history call (its start is the infinite query's page parameter). */
export const historyKey = routeKey(generationApi.history);

/**
 * The user's generated decks, 21 at a time (spec section 9), newest first, with removal of one
 * or all; after a removal the list is fetched again from the start.
 */
export function useHistory(enabled: boolean) {
  const client = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: historyKey,
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchHistory(pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    // Each opening shows the decks as they are now (a generation may have finished meanwhile).
    staleTime: 0,
  });
  const refresh = () => client.invalidateQueries({ queryKey: historyKey });
  const remove = useMutation({ mutationFn: removeHistory, onSettled: refresh });
  const removeAll = useMutation({ mutationFn: removeAllHistory, onSettled: refresh });

  return {
    items: list.data?.pages.flatMap((page) => page.items) ?? [],
    total: list.data?.pages.at(-1)?.total ?? 0,
    loading: list.isPending && enabled,
    failed: list.isError,
    reload: () => void list.refetch(),
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
    remove: (recordId: string) => remove.mutateAsync(recordId),
    removing: remove.isPending ? remove.variables : undefined,
    removeAll: () => removeAll.mutateAsync(),
    removingAll: removeAll.isPending,
  };
}
