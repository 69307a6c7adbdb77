import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { LazyFallback } from '../../../shared/ui';
import { useDeckGeneration } from '../hooks/useDeckGeneration';
import { useDeckPreview } from '../hooks/useDeckPreview';
import { GeneratedDeck } from './GeneratedDeck';

// The editor (its engine, transforms and pickers) loads when a record is opened.
const loadEditor = () => import('../../deck-editor');
const DeckEditor = lazy(() => loadEditor().then((m) => ({ default: m.DeckEditor })));

/**
 * A record opened from the history: the slide editor once its deck is generated; before that
 * (and while a new theme is applied) the generation's progress, slides and retry.
 */
export function RecordWorkspace({ recordId }: { recordId: string }) {
  const client = useQueryClient();
  // The editor's code and the deck load while record/info says whether the deck is ready.
  useEffect(() => {
    loadEditor()
      .then((editor) => editor.prefetchDeckDoc(client, recordId))
      .catch(() => undefined);
  }, [client, recordId]);
  const generation = useDeckGeneration(recordId);
  const applying = generation.applyingTheme !== undefined;
  const preview = useDeckPreview(recordId, applying);
  if (preview.state?.info.status === 'completed' && !applying) {
    return (
      <Suspense fallback={<LazyFallback />}>
        <DeckEditor recordId={recordId} onChooseTheme={generation.chooseTheme} />
      </Suspense>
    );
  }
  return (
    <GeneratedDeck
      recordId={recordId}
      applyingTheme={generation.applyingTheme}
      onChooseTheme={generation.chooseTheme}
      onRetry={generation.retry}
      retrying={generation.retrying}
    />
  );
}
