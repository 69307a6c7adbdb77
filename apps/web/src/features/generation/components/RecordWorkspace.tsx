import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LazyFallback } from '../../../shared/ui';
import { useDeckGeneration } from '../hooks/useDeckGeneration';
import { useDeckPreview } from '../hooks/useDeckPreview';
import { loadEditor } from '../prefetch';
import { GeneratedDeck } from './GeneratedDeck';

type EditorModule = Awaited<ReturnType<typeof loadEditor>>;
/** The editor's module once loaded: a record opened again renders it at once. */
let loaded: EditorModule | undefined;

/**
 * The editor's module, loaded without Suspense: React throttles revealing suspended content by
 * up to 300 ms, which on a first open cost more than loading the code itself.
 */
function useEditorModule(client: ReturnType<typeof useQueryClient>, recordId: string) {
  const [editor, setEditor] = useState(loaded);
  useEffect(() => {
    let live = true;
    loadEditor()
      .then((module) => {
        loaded = module;
        module.prefetchDeckDoc(client, recordId);
        if (live) setEditor(module);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, recordId]);
  return editor;
}

/**
 * A record opened from the history: the slide editor once its deck is generated; before that
 * (and while a new theme is applied) the generation's progress, slides and retry.
 */
export function RecordWorkspace({ recordId }: { recordId: string }) {
  const client = useQueryClient();
  // The editor's code and the deck load while record/info says whether the deck is ready.
  const editor = useEditorModule(client, recordId);
  const generation = useDeckGeneration(recordId);
  const applying = generation.applyingTheme !== undefined;
  const preview = useDeckPreview(recordId, applying);
  if (preview.state?.info.status === 'completed' && !applying) {
    if (!editor) return <LazyFallback />;
    const { DeckEditor } = editor;
    return <DeckEditor recordId={recordId} onChooseTheme={generation.chooseTheme} />;
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
