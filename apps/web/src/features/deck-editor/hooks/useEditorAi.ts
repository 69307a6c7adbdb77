import type { Locale, SlideAiAction, TextAiAction } from '@slidecraft/contract';
import type { Slide } from '@slidecraft/deck/scene';
import { useMemo } from 'react';
import { useSession } from '../../auth';
import type { AiScope } from '../components/AiMenu';
import { boxText, canRegenerate } from '../model/ai-edits';
import type { DeckHistory } from '../model/history';
import type { DeckSaver } from '../model/saver';
import { useAiAction, type AiTarget } from './useAiAction';
import { useStable } from './useStable';

/**
 * The editor's AI: what the menu offers for the selection (one text box, or the slide when
 * nothing is selected), and the run the preview shows.
 */
export function useEditorAi(options: {
  recordId: string;
  history: DeckHistory;
  saver: DeckSaver;
  slide: Slide;
  selection: readonly string[];
  /** Before an action starts (closes the in-place text editor). */
  onStart: () => void;
  onApplied: (target: AiTarget) => void;
}) {
  const { slide, selection } = options;
  const member = useSession().user?.isRole ?? false;
  const ai = useAiAction(options);
  const box =
    selection.length === 1
      ? slide.elements.find((e) => e.id === selection[0] && e.type === 'text')
      : undefined;
  const empty = box?.type === 'text' && boxText(box).trim() === '';
  const regenerable = canRegenerate(slide);
  const kind = box ? 'text' : selection.length === 0 ? 'slide' : 'none';
  const scope = useMemo<AiScope>(
    () =>
      kind === 'text'
        ? { kind, empty }
        : kind === 'slide'
          ? { kind, regenerable }
          : { kind: 'none' },
    [kind, empty, regenerable],
  );
  const actions = useStable({
    onText: (action: TextAiAction, to?: Locale) => {
      if (!box) return;
      options.onStart();
      ai.start({ kind: 'text', slideId: slide.id, elementId: box.id, action, to });
    },
    onSlide: (action: SlideAiAction, to?: Locale) => {
      options.onStart();
      ai.start({ kind: 'slide', slideId: slide.id, action, to });
    },
  });
  const busy = ai.run?.status === 'streaming';
  // One object while nothing the menu shows changes (the toolbar is memoised).
  const menu = useMemo(() => ({ scope, member, busy, ...actions }), [scope, member, busy, actions]);
  return {
    menu,
    preview: {
      run: ai.run,
      onStop: ai.stop,
      onApply: ai.apply,
      onDiscard: ai.discard,
      onRetry: ai.retry,
    },
  };
}
