import { PREVIEW_POLL_MS, generationApi, isPreviewActive } from '@slidecraft/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { routeKey } from '../../../shared/http';
import { fetchRecordInfo } from '../api';
import { advancePreview, type PreviewState } from '../preview-progress';

/** The record's polled preview: the recordInfo call's answers folded into a PreviewState. */
export const previewKey = (recordId: string) =>
  routeKey(generationApi.recordInfo, { query: { recordId } });

/**
 * Polls record/info about every second while the record's generation is pending or running
 * (spec sections 4 and 9; record/info carries the slide images with the progress); each answer is folded into the previous state so the bar only rises.
 * `paused` holds the polls while a theme change is being applied; a failed poll stops them.
 */
export function useDeckPreview(recordId: string | undefined, paused = false) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: previewKey(recordId ?? ''),
    enabled: Boolean(recordId) && !paused,
    queryFn: async ({ queryKey, signal }) => {
      const info = await fetchRecordInfo(recordId ?? '', signal);
      return advancePreview(client.getQueryData<PreviewState>(queryKey), info);
    },
    // A failed poll stops the polling (the client reported it once); 'retry' refetches.
    refetchInterval: (q) =>
      q.state.status !== 'error' && isPreviewActive(q.state.data?.info.status)
        ? PREVIEW_POLL_MS
        : false,
    // The slides keep rendering on the server while the tab is hidden; so does the bar.
    refetchIntervalInBackground: true,
  });
  const state = recordId ? query.data : undefined;
  return {
    state,
    /** The last poll failed (already reported by the HTTP client). */
    pollFailed: query.isError && !query.isFetching,
    refetch: () => void query.refetch(),
  };
}
