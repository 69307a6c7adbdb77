import { ErrorCode, payApi, templateApi, type DownloadTimes } from '@slidecraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, routeKey } from '../../../shared/http';
import { useSession } from '../../auth';
import {
  UNKNOWN_TEMPLATE_CODES,
  downloadTemplate,
  fetchContentAccess,
  fetchDownloadTimes,
  fetchRecommendations,
  fetchTemplateDetail,
  loadTemplateDeck,
} from '../api';
import { triggerDownload } from '../../../shared/download-file';

/** A template with its slides; `notFound` for an id the catalogue does not have. */
export function useTemplateDetail(id: string) {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: [
      ...routeKey(templateApi.templateDetail, { query: { contentId: id } }),
      i18n.language,
    ],
    queryFn: ({ signal }) => fetchTemplateDetail(id, signal),
    staleTime: 5 * 60_000,
    // An unknown template stays unknown; other failures are retried by the page's button.
    retry: false,
  });
  const notFound =
    query.isError && isApiError(query.error) && UNKNOWN_TEMPLATE_CODES.includes(query.error.code);
  return {
    detail: query.data,
    loading: query.isPending,
    notFound,
    failed: query.isError && !notFound,
    reload: () => void query.refetch(),
  };
}

/** Twelve templates like this one (none when the call fails: they only decorate). */
export function useRecommendations(id: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [
      ...routeKey(templateApi.recommendTemplates, { body: { contentId: id } }),
      i18n.language,
    ],
    queryFn: ({ signal }) => fetchRecommendations(id, signal),
    staleTime: 5 * 60_000,
  });
}

const timesKey = routeKey(templateApi.downloadTimes);

/** A paid template's access for the signed-in user (nothing when signed out or free). */
export function useContentAccess(id: string, paid: boolean) {
  const session = useSession();
  const userId = session.user?.id;
  return useQuery({
    queryKey: [...routeKey(payApi.contentPayResult, { query: { contentId: id } }), userId],
    queryFn: ({ signal }) => fetchContentAccess(id, signal),
    enabled: paid && session.status === 'logged-in',
    staleTime: 0,
  });
}

/** Today's template downloads of the signed-in user (nothing when signed out). */
export function useDownloadTimes() {
  const session = useSession();
  const userId = session.user?.id;
  return useQuery({
    queryKey: [...timesKey, userId],
    queryFn: ({ signal }) => fetchDownloadTimes(signal),
    enabled: session.status === 'logged-in',
    staleTime: 0,
  });
}

/**
 * 'Use this template' (a new deck from it) and 'download' (a signed link followed to save the
 * .pptx; 5301 hands the server's message to `onQuotaUsed`). Other failures are reported by the
 * http client.
 */
export function useTemplateActions(id: string, onQuotaUsed: (message: string) => void) {
  const client = useQueryClient();
  // The download may run right after a login, before the user's own quota query exists: every
  // quota query takes the answer's times and is fetched again.
  const refreshTimes = (times?: DownloadTimes) => {
    if (times) client.setQueriesData<DownloadTimes>({ queryKey: timesKey }, times);
    void client.invalidateQueries({ queryKey: timesKey });
  };
  const use = useMutation({ mutationFn: () => loadTemplateDeck(id) });
  const download = useMutation({
    mutationFn: () => downloadTemplate(id),
    onSuccess: (result) => {
      triggerDownload(result.url, result.fileName);
      refreshTimes(result.times);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.TEMPLATE_DOWNLOAD_LIMIT) {
        onQuotaUsed(error.message);
        refreshTimes();
      }
    },
  });
  return { use, download };
}
