import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { lazyModule } from '../../../shared/lazyModule';
import { LazyFallback } from '../../../shared/ui';
import { useDeckGeneration } from '../hooks/useDeckGeneration';
import { useDeckPreview } from '../hooks/useDeckPreview';
import { loadEditor } from '../prefetch';

/**
 * The generation's progress, slides and theme picker: loaded when the record is not ready to
 * edit (being generated, failed, a theme being applied), not for a deck that opens in the editor.
 */
const GeneratedDeck = lazy(() =>
  import('./GeneratedDeck').then((m) => ({ default: m.GeneratedDeck })),
);

/** The editor's code, loaded without Suspense (see lazyModule). */
const useEditorModule = lazyModule(loadEditor);

/**
 * A record opened from the history: the slide editor once its deck is generated; before that
 * (and while a new theme is applied) the generation's progress, slides and retry.
 */
export function RecordWorkspace({ recordId }: { recordId: string }) {
  const client = useQueryClient();
  // The editor's code and the deck load while record/info says whether the deck is ready.
  const editor = useEditorModule();
  useEffect(() => editor?.prefetchDeckDoc(client, recordId), [editor, client, recordId]);
  const generation = useDeckGeneration(recordId);
  const applying = generation.applyingTheme !== undefined;
  const preview = useDeckPreview(recordId, applying);
  if (preview.state?.info.status === 'completed' && !applying) {
    if (!editor) return <LazyFallback />;
    const { DeckEditor } = editor;
    return <DeckEditor recordId={recordId} onChooseTheme={generation.chooseTheme} />;
  }
  // Until record/info answers, nothing says the generation screen is needed: its code would
  // only compete with the editor's for the browser's connections.
  if (!preview.state && !preview.pollFailed) return <LazyFallback />;
  return (
    <Suspense fallback={<LazyFallback />}>
      <GeneratedDeck
        recordId={recordId}
        applyingTheme={generation.applyingTheme}
        onChooseTheme={generation.chooseTheme}
        onRetry={generation.retry}
        retrying={generation.retrying}
      />
    </Suspense>
  );
}
