import { templateApi, type TemplateTagGroupInfo } from '@slidecraft/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { routeKey } from '../../../shared/http';
import { fetchTemplatePage, fetchTemplateTags, type TemplateListFilter } from '../api';

/**
 * The tag groups (labels in the UI language), cached for a while: they rarely change. Labels come
 * in the request's language, so the template centre's keys carry it.
 */
export function useTemplateTags() {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: [...routeKey(templateApi.templateTags), i18n.language],
    queryFn: ({ signal }) => fetchTemplateTags(signal),
    staleTime: 30 * 60_000,
  });
  const items = query.data?.items;
  const groups: TemplateTagGroupInfo[] = useMemo(() => items ?? [], [items]);
  /** Each tag's label by its title ('category.year-end' -> '年终总结'). */
  const labels = useMemo(() => {
    const map = new Map<string, string>();
    for (const group of groups) for (const item of group.items) map.set(item.title, item.label);
    return map;
  }, [groups]);
  return {
    groups,
    labels,
    loading: query.isPending,
    failed: query.isError,
    reload: () => void query.refetch(),
  };
}

/** The listing of a search, tags and filters in a language. */
export const templateListKey = (language: string, filter: TemplateListFilter) =>
  [...routeKey(templateApi.templateContents), language, filter] as const;

/**
 * The centre's listing for a search, tags and filters: 30 templates a page, each next page
 * appended from the count loaded so far. A new choice shows skeletons until its answer comes
 * (never the last choice's cards, which would read as its results).
 */
export function useTemplateList(filter: TemplateListFilter) {
  const { i18n } = useTranslation();
  const list = useInfiniteQuery({
    queryKey: templateListKey(i18n.language, filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchTemplatePage(filter, pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    staleTime: 5 * 60_000,
  });
  return {
    items: list.data?.pages.flatMap((page) => page.items) ?? [],
    total: list.data?.pages.at(-1)?.total ?? 0,
    loading: list.isPending,
    /** The first page failed: nothing to show but the retry. */
    failed: list.isError && !list.data,
    /** A next page failed: the cards stay, with a retry under them. */
    moreFailed: list.isFetchNextPageError,
    reload: () => void list.refetch(),
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => {
      if (!list.isFetching) void list.fetchNextPage();
    },
  };
}
