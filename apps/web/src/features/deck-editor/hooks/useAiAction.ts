import type { Locale, SlideAiAction, TextAiAction } from '@slidecraft/contract';
import type { Slide } from '@slidecraft/deck/scene';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, isApiError, type StreamOptions } from '../../../shared/http';
import { streamSlideAction, streamTextAction } from '../api';
import { answerLines, boxText, parseSlides, replaceBoxText, replaceSlide } from '../model/ai-edits';
import type { DeckHistory } from '../model/history';
import type { DeckSaver } from '../model/saver';

/** What an AI action works on: one text box, or the whole slide. */
export type AiTarget =
  | { kind: 'text'; slideId: string; elementId: string; action: TextAiAction; to?: Locale }
  | { kind: 'slide'; slideId: string; action: SlideAiAction; to?: Locale };

/**
 * Why a run has nothing to apply: the server's answer (its localised message), or what the
 * editor found wrong with the answer or the deck.
 */
export type AiFailure =
  | { kind: 'server'; code: number; message: string }
  | { kind: 'empty' | 'cutOff' | 'badSlides' | 'notSaved' | 'gone' };

export interface AiRun {
  target: AiTarget;
  status: 'streaming' | 'done' | 'stopped' | 'error';
  /** The streamed text so far. */
  text: string;
  /** The offline composer answered (no AI model configured on the server). */
  offline: boolean;
  /** Done, text action: the box's new paragraphs. */
  lines?: string[];
  /** Done, slide action: the slides that take the slide's place. */
  slides?: Slide[];
  failure?: AiFailure;
}

/** Unsaved edits the server would not see (the slide actions read the stored deck). */
const STUCK = new Set(['failed', 'refused', 'conflict']);

/**
 * One AI action at a time on the deck being edited: `start` streams the answer into `run`,
 * `stop` aborts it (nothing changes), `apply` makes the answer one undoable step. A slide
 * action first saves what is pending, since the server works from the stored deck.
 */
export function useAiAction(options: {
  recordId: string;
  history: DeckHistory;
  saver: DeckSaver;
  /** After `apply` changed the deck. */
  onApplied: (target: AiTarget) => void;
}) {
  const { recordId, history, saver } = options;
  const [run, setRun] = useState<AiRun | null>(null);
  const controller = useRef<AbortController | null>(null);
  const onApplied = useRef(options.onApplied);
  onApplied.current = options.onApplied;

  const start = useCallback(
    (target: AiTarget) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const update = (changes: Partial<AiRun>) => {
        if (controller.current === abort) setRun((prev) => (prev ? { ...prev, ...changes } : prev));
      };
      setRun({ target, status: 'streaming', text: '', offline: false });
      const stream: StreamOptions = {
        signal: abort.signal,
        onProgress: ({ text, offline }) => update({ text, offline }),
        // Every failure is shown in the panel, the limits (5401, 5410, 5411, 5414, 5427) with
        // what to do next: no app-wide dialog on top of it.
        quiet: true,
      };
      void answer(target, stream).then(update, (error: unknown) => {
        if (isAbortError(error)) return;
        const failure: AiFailure = isApiError(error)
          ? { kind: 'server', code: error.code, message: error.message }
          : { kind: 'server', code: 0, message: error instanceof Error ? error.message : '' };
        update({ status: 'error', failure });
      });

      async function answer(target: AiTarget, stream: StreamOptions): Promise<Partial<AiRun>> {
        if (target.kind === 'text') {
          const element = history.deck.slides
            .find((s) => s.id === target.slideId)
            ?.elements.find((e) => e.id === target.elementId);
          if (element?.type !== 'text') return { status: 'error', failure: { kind: 'gone' } };
          const { action, to } = target;
          const result = await streamTextAction(
            { type: action, text: boxText(element), ...(to ? { to } : {}) },
            stream,
          );
          const lines = answerLines(result.text);
          if (!result.done) return { status: 'error', failure: { kind: 'cutOff' } };
          if (lines.length === 0) return { status: 'error', failure: { kind: 'empty' } };
          return { status: 'done', text: result.text, offline: result.offline, lines };
        }
        await saver.flush();
        if (stream.signal?.aborted) throw new DOMException('stopped', 'AbortError');
        if (STUCK.has(saver.state)) return { status: 'error', failure: { kind: 'notSaved' } };
        const { slideId, action, to } = target;
        const result = await streamSlideAction(
          { recordId, slideId, action, ...(to ? { to } : {}) },
          stream,
        );
        if (!result.done) return { status: 'error', failure: { kind: 'cutOff' } };
        const slides = parseSlides(result.slides);
        if (!slides) return { status: 'error', failure: { kind: 'badSlides' } };
        return { status: 'done', text: result.text, offline: result.offline, slides };
      }
    },
    [history, saver, recordId],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRun((prev) => (prev?.status === 'streaming' ? { ...prev, status: 'stopped' } : prev));
  }, []);

  const discard = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRun(null);
  }, []);

  const retry = useCallback(() => {
    if (run) start(run.target);
  }, [run, start]);

  /** Applies a finished run as one undo step; false when its box or slide is gone meanwhile. */
  const apply = useCallback((): boolean => {
    if (run?.status !== 'done') return false;
    const { target } = run;
    const slide = history.deck.slides.find((s) => s.id === target.slideId);
    const present =
      target.kind === 'text'
        ? slide?.elements.some((e) => e.id === target.elementId && e.type === 'text')
        : slide !== undefined;
    if (!present) {
      setRun({ ...run, status: 'error', failure: { kind: 'gone' } });
      return false;
    }
    history.change(
      target.kind === 'text'
        ? replaceBoxText(target.slideId, target.elementId, run.lines ?? [])
        : replaceSlide(target.slideId, run.slides ?? []),
    );
    setRun(null);
    onApplied.current(target);
    return true;
  }, [run, history]);

  useEffect(() => () => controller.current?.abort(), []);

  return { run, start, stop, retry, discard, apply };
}
