import { useDeckGeneration } from '../hooks/useDeckGeneration';
import { GeneratedDeck } from './GeneratedDeck';

/** A record opened from the history: its slides, theme choice, retry and downloads. */
export function RecordWorkspace({ recordId }: { recordId: string }) {
  const generation = useDeckGeneration(recordId);
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
