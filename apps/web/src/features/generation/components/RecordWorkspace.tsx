import { lazy, Suspense } from 'react';
import { LazyFallback } from '../../../shared/ui';
import { useDeckGeneration } from '../hooks/useDeckGeneration';
import { useDeckPreview } from '../hooks/useDeckPreview';
import { GeneratedDeck } from './GeneratedDeck';

// The editor (its engine, transforms and pickers) loads when a finished deck is opened.
const DeckEditor = lazy(() => import('../../deck-editor').then((m) => ({ default: m.DeckEditor })));

/**
 * A record opened from the history: the slide editor once its deck is generated; before that
 * (and while a new theme is applied) the generation's progress, slides and retry.
 */
export function RecordWorkspace({ recordId }: { recordId: string }) {
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
