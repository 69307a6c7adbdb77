import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { createRecord, startGeneration } from '../api';
import { useDeckGeneration } from './useDeckGeneration';

/**
 * 'Generate PPT' for the edited outline: creates the record, then starts its generation in the
 * theme picked so far (preview/theme) or the default one (preview/outline). Afterwards a theme
 * choice generates the record again in that theme. When the outline is edited after that, the
 * record is stale and 'generate' makes a new one. Failures are reported by the HTTP client.
 */
export function useDeckRecord(outline: string) {
  const [chosenTheme, setChosenTheme] = useState<string>();

  const create = useMutation({
    mutationFn: async (vars: { outline: string; themeId: string | undefined }) => {
      const { recordId } = await createRecord(vars.outline);
      // The record stands even if the start fails: its status then offers the retry.
      await startGeneration(recordId, vars.themeId).catch(() => undefined);
      return { recordId, outline: vars.outline };
    },
  });
  const recordId = create.data?.recordId;
  const generation = useDeckGeneration(recordId);

  return {
    recordId,
    /** The outline changed since the record was created from it. */
    stale: create.data !== undefined && create.data.outline !== outline,
    generate: () => create.mutateAsync({ outline, themeId: chosenTheme }).catch(() => undefined),
    generating: create.isPending,
    /** The theme picked by the user (before creation: the one to generate in). */
    chosenTheme,
    applyingTheme: generation.applyingTheme,
    chooseTheme: (themeId: string) => {
      setChosenTheme(themeId);
      generation.chooseTheme(themeId);
    },
    retry: generation.retry,
    retrying: generation.retrying,
  };
}
