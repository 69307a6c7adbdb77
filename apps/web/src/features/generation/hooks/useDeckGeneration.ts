import { workspaceApi } from '@slidecraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routeKey } from '../../../shared/http';
import { startGeneration } from '../api';
import { restartPreview, type PreviewState } from '../preview-progress';
import { previewKey } from './useDeckPreview';

/**
 * Generating an existing record again: in another theme (preview/theme re-lays the deck and
 * renders it anew) or after a failure (preview/outline). The polled preview restarts with the
 * answer, so the bar and the slides start over; failures are reported by the HTTP client.
 */
export function useDeckGeneration(recordId: string | undefined) {
  const client = useQueryClient();
  const restart = (
    id: string,
    state: (prev: PreviewState | undefined) => PreviewState | undefined,
  ) => {
    client.setQueryData(previewKey(id), state);
    // The deck is laid out anew: the editor must read it again when it opens on the result
    // (a document read before, kept for a few seconds, would show the old layout and theme).
    client.removeQueries({ queryKey: routeKey(workspaceApi.deckDoc, { query: { recordId: id } }) });
    // Without a previous answer (the first poll failed) the poll fetches one.
    if (!client.getQueryData(previewKey(id)))
      void client.invalidateQueries({ queryKey: previewKey(id) });
  };

  const theme = useMutation({
    mutationFn: (vars: { recordId: string; themeId: string }) =>
      startGeneration(vars.recordId, vars.themeId),
    onMutate: ({ recordId: id }) => client.cancelQueries({ queryKey: previewKey(id) }),
    onSuccess: (result, { recordId: id, themeId }) =>
      restart(id, (prev) => restartPreview(prev, result, themeId)),
  });

  const retry = useMutation({
    mutationFn: (id: string) => startGeneration(id),
    onMutate: (id) => client.cancelQueries({ queryKey: previewKey(id) }),
    onSuccess: (result, id) => restart(id, (prev) => restartPreview(prev, result)),
  });

  return {
    /** The theme being applied right now, if any. */
    applyingTheme: theme.isPending ? theme.variables.themeId : undefined,
    chooseTheme: (themeId: string) => {
      if (recordId) theme.mutateAsync({ recordId, themeId }).catch(() => undefined);
    },
    retry: () => {
      if (recordId) retry.mutateAsync(recordId).catch(() => undefined);
    },
    retrying: retry.isPending,
  };
}
