import { TEMPLATE_FILTERS, TEMPLATE_SEARCH_MAX, type TemplateFilter } from '@slidecraft/contract';
import type { TemplateListFilter } from './api';

/** The address parameters of the centre: ?q=&tags=&filters= (a reload or a link keeps them). */
export const CENTRE_PARAMS = { search: 'q', tags: 'tags', filters: 'filters' } as const;

const TAG_TITLE = /^[a-z]+\.[a-z0-9-]+$/;
/** At most this many tags are kept from an address (the server takes 400 characters). */
const MAX_TAGS = 20;

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The group of a 'groupId.itemId' title. */
export const groupOf = (title: string) => title.slice(0, title.indexOf('.'));
/** True for a group's 'all' item, which stands for no choice in the group. */
export const isAllTag = (title: string) => title.endsWith('.all');

const isFilter = (value: string): value is TemplateFilter =>
  (TEMPLATE_FILTERS as readonly string[]).includes(value);

/** Cuts a search to TEMPLATE_SEARCH_MAX characters (code points), trimmed. */
export function cleanSearch(raw: string): string {
  return Array.from(raw.trim()).slice(0, TEMPLATE_SEARCH_MAX).join('').trim();
}

/**
 * The listing an address asks for, made safe: known-shaped tags without the 'all' items, known
 * filters with at most one order, each list sorted so that equal choices share one cache entry.
 */
export function readCentreQuery(params: URLSearchParams): TemplateListFilter {
  const tags = [...new Set(list(params.get(CENTRE_PARAMS.tags)))]
    .filter((tag) => TAG_TITLE.test(tag) && !isAllTag(tag))
    .slice(0, MAX_TAGS)
    .sort();
  const filters = [...new Set(list(params.get(CENTRE_PARAMS.filters)))].filter(isFilter);
  const sort = filters.find((f) => f.startsWith('sort.'));
  return {
    search: cleanSearch(params.get(CENTRE_PARAMS.search) ?? ''),
    tags,
    filters: filters.filter((f) => !f.startsWith('sort.') || f === sort).sort(),
  };
}

/** `params` with the centre's parameters replaced by `filter` (empty ones left out). */
export function writeCentreQuery(
  params: URLSearchParams,
  filter: TemplateListFilter,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  put(CENTRE_PARAMS.search, cleanSearch(filter.search));
  put(CENTRE_PARAMS.tags, [...filter.tags].sort().join(','));
  put(CENTRE_PARAMS.filters, [...filter.filters].sort().join(','));
  return next;
}

/**
 * A click on a tag chip: the group's 'all' item clears the group; another item is added or
 * removed (items of one group are alternatives).
 */
export function toggleTag(tags: readonly string[], title: string): string[] {
  if (isAllTag(title)) return tags.filter((tag) => groupOf(tag) !== groupOf(title));
  return tags.includes(title) ? tags.filter((tag) => tag !== title) : [...tags, title];
}

/** A click on a filter chip: page bands add up; an order replaces the other one. */
export function toggleFilter(filters: readonly string[], filter: TemplateFilter): string[] {
  if (filters.includes(filter)) return filters.filter((f) => f !== filter);
  const kind = groupOf(filter);
  return [...filters.filter((f) => kind !== 'sort' || groupOf(f) !== 'sort'), filter];
}

/** True when the listing is narrowed in any way (the empty state then offers to clear it). */
export const isFiltered = (filter: TemplateListFilter) =>
  filter.search !== '' || filter.tags.length > 0 || filter.filters.length > 0;
