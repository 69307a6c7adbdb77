import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { createRecord, startGeneration } from '../api';
import { loadOutlineDraft, updateOutlineDraft } from '../outline-draft';
import { loadPreferredTheme } from '../params-store';
import { useDeckGeneration } from './useDeckGeneration';

/**
 * 'Generate PPT' for the edited outline: creates the record, then starts its generation in the
 * theme picked so far (preview/theme) or the default one (preview/outline). Afterwards a theme
 * choice generates the record again in that theme. When the outline is edited after that, the
 * record is stale and 'generate' makes a new one. The theme stored with the generation params,
 * if any, is the one picked at the start. Failures are reported by the HTTP client.
 * The record is kept in the outline draft, so a reload shows the same deck again.
 */
export function useDeckRecord(outline: string) {
  // The theme stored with the params (a template's 'AI 生成同款'), else the default one.
  const [chosenTheme, setChosenTheme] = useState<string | undefined>(loadPreferredTheme);
  // The deck made before a reload of the workspace, kept with the outline draft.
  const [saved] = useState(() => loadOutlineDraft()?.record);

  const create = useMutation({
    mutationFn: async (vars: { outline: string; themeId: string | undefined }) => {
      const { recordId } = await createRecord(vars.outline);
      // The record stands even if the start fails: its status then offers the retry.
      await startGeneration(recordId, vars.themeId).catch(() => undefined);
      updateOutlineDraft({ record: { recordId, outline: vars.outline } });
      return { recordId, outline: vars.outline };
    },
  });
  const record = create.data ?? saved;
  const recordId = record?.recordId;
  const generation = useDeckGeneration(recordId);

  return {
    recordId,
    /** The outline changed since the record was created from it. */
    stale: record !== undefined && record.outline !== outline,
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
