import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { changeTheme, createRecord } from '../api';
import { startPreview } from '../preview-progress';
import { previewKey } from './useDeckPreview';

/**
 * 'Generate PPT' (creates the record) and the theme choice. A theme chosen before the record
 * exists is remembered and applied right after creation; afterwards a choice calls change-theme
 * and restarts the preview with the answer. Failures are reported by the HTTP client.
 */
export function useDeckRecord(outline: string) {
  const client = useQueryClient();
  const [chosenTheme, setChosenTheme] = useState<string>();
  const chosen = useRef<string | undefined>(undefined);
  const remember = (themeId: string) => {
    chosen.current = themeId;
    setChosenTheme(themeId);
  };

  const record = useMutation({
    mutationFn: async () => {
      const { recordId } = await createRecord(outline);
      const themeId = chosen.current;
      // The record stands even when the theme cannot be applied (the client told the user).
      if (themeId) await changeTheme(recordId, themeId).catch(() => undefined);
      return recordId;
    },
  });

  const theme = useMutation({
    mutationFn: (vars: { recordId: string; themeId: string }) =>
      changeTheme(vars.recordId, vars.themeId),
    onMutate: ({ recordId }) => client.cancelQueries({ queryKey: previewKey(recordId) }),
    onSuccess: (info) => {
      remember(info.themeId);
      client.setQueryData(previewKey(info.recordId), startPreview(info));
    },
  });

  const recordId = record.data;
  return {
    recordId,
    generate: () => record.mutateAsync().catch(() => undefined),
    generating: record.isPending,
    /** The theme picked by the user (before creation: the one to apply). */
    chosenTheme,
    /** The theme being applied right now, if any. */
    applyingTheme: theme.isPending ? theme.variables.themeId : undefined,
    chooseTheme: (themeId: string) => {
      if (!recordId) remember(themeId);
      else theme.mutateAsync({ recordId, themeId }).catch(() => undefined);
    },
  };
}
