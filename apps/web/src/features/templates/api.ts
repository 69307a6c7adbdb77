import {
  RECOMMEND_PAGE_SIZE,
  TEMPLATE_PAGE_SIZE,
  ErrorCode,
  payApi,
  templateApi,
  type Payment,
  type TemplateContentsQuery as ContentsQuery,
} from '@slidecraft/contract';
import { call } from '../../shared/http';
import { cachedGet } from '../../shared/http/cache';

/** The query of TemplateContentsQuerySchema (start 0 and size 30 when left out). */
export type TemplateContentsQuery = Partial<ContentsQuery>;

/**
 * The centre's listing (public). Quiet: the login wall only decorates, and the centre shows its
 * own retry when a page fails.
 */
export function fetchTemplateContents(query: TemplateContentsQuery, signal?: AbortSignal) {
  return call(templateApi.templateContents, { query }, { signal, quiet: true });
}

/** What the centre lists: search words, chosen tag titles and filters (all may be empty). */
export interface TemplateListFilter {
  search: string;
  tags: readonly string[];
  filters: readonly string[];
}

/** One page (30) of the centre's listing from `start`. */
export function fetchTemplatePage(filter: TemplateListFilter, start: number, signal?: AbortSignal) {
  return fetchTemplateContents(
    {
      start,
      size: TEMPLATE_PAGE_SIZE,
      tags: filter.tags.join(',') || undefined,
      filters: filter.filters.join(',') || undefined,
      search: filter.search || undefined,
    },
    signal,
  );
}

/**
 * The tag groups (quiet: the centre shows a retry). Kept in the local cache for a day: they
 * change only when the operator's catalogue does.
 */
export function fetchTemplateTags(signal?: AbortSignal) {
  const route = templateApi.templateTags;
  return cachedGet(route.path, route.response, {
    signal,
    quiet: true,
    cache: { maxAgeMs: 24 * 3600_000 },
  });
}

/**
 * A template with every slide. Quiet: the page shows an unknown template (404, or 5000 for an
 * id that cannot be one) or a failure itself.
 */
export function fetchTemplateDetail(contentId: string, signal?: AbortSignal) {
  return call(templateApi.templateDetail, { query: { contentId } }, { signal, quiet: true });
}

/** Codes of the detail call that mean "no such template". */
export const UNKNOWN_TEMPLATE_CODES: readonly number[] = [
  ErrorCode.NOT_FOUND,
  ErrorCode.PARAMS_ERROR,
];

/** Twelve templates like this one (quiet: they decorate). */
export function fetchRecommendations(contentId: string, signal?: AbortSignal) {
  return call(
    templateApi.recommendTemplates,
    { body: { contentId, pageSize: RECOMMEND_PAGE_SIZE } },
    { signal, quiet: true },
  );
}

/** Today's downloads and quota (signed in). */
export function fetchDownloadTimes(signal?: AbortSignal) {
  return call(templateApi.downloadTimes, {}, { signal, quiet: true });
}

/**
 * A signed link to the .pptx (signed in). 5301 (a non-member's daily quota used up) is the
 * caller's: it opens the quota dialog.
 */
export function downloadTemplate(contentId: string) {
  return call(
    templateApi.downloadTemplate,
    { body: { contentId } },
    { quiet: [ErrorCode.TEMPLATE_DOWNLOAD_LIMIT] },
  );
}

/** A new deck made from the template (signed in). */
export function loadTemplateDeck(contentId: string) {
  return call(templateApi.loadTemplate, { body: { contentId } });
}

/**
 * Whether the caller may download a paid template (signed in): 'paid' bought, 'member' in the
 * tier, 'locked' to buy, 'free'. Quiet: the page falls back to the buy button.
 */
export function fetchContentAccess(contentId: string, signal?: AbortSignal) {
  return call(payApi.contentPayResult, { query: { contentId } }, { signal, quiet: true });
}

/** The QR of an order for a paid template (a 'course' order of its plan). */
export function fetchContentCharge(
  productId: string,
  payment: Payment,
  _promo: string,
  signal?: AbortSignal,
) {
  return call(
    payApi.courseQrCode,
    { query: { productId, payment, orderTypeEnum: 'course' } },
    { signal },
  );
}

/** A mobile order for a paid template: the provider's page to go to. */
export function createContentOrder(productId: string, payment: Payment, callback: string) {
  return call(payApi.courseH5Order, {
    params: { productId },
    body: { orderTypeEnum: 'course', payment, callback },
  });
}
