import { act, renderHook, waitFor } from '@testing-library/react';
import type { Slide } from '@slidecraft/deck/scene';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, sseResponse } from '../../../test/fetch-mock';
import { DeckHistory } from '../model/history';
import { DeckSaver } from '../model/saver';
import { testDeck } from '../model/test-deck';
import * as ops from '../model/deck-ops';
import { useAiAction } from './useAiAction';

const event = (payload: object) => `data: ${JSON.stringify(payload)}\n\n`;

/** An editing session whose saves are recorded in `log` next to the AI calls. */
function session(log: string[]) {
  const history = new DeckHistory(testDeck);
  const saver = new DeckSaver(history, 1, {
    patches: async (version) => (log.push('save'), version + 1),
    whole: async (version) => (log.push('save'), version + 1),
  });
  return { history, saver };
}

const newSlide: Slide = { ...structuredClone(testDeck.slides[1]!), notes: '新的一页' };

describe('useAiAction', () => {
  it('saves pending edits before a slide action, then applies its slide as one undo step', async () => {
    const log: string[] = [];
    const { history, saver } = session(log);
    history.change(ops.setNotes(0, '待保存'));
    mockFetch((call) => {
      log.push(call.url);
      return sseResponse([
        event({ code: 200, data: { text: '* 华东：12%\n' } }),
        event({ code: 200, data: { text: '', done: true, slides: [newSlide] } }),
      ]);
    });
    const onApplied = vi.fn();
    const { result } = renderHook(() => useAiAction({ recordId: 'r1', history, saver, onApplied }));
    act(() => result.current.start({ kind: 'slide', slideId: 's2', action: 'table' }));
    await waitFor(() => expect(result.current.run?.status).toBe('done'));
    expect(log).toEqual(['save', '/api/workspace/single-outline/load']);
    expect(result.current.run?.slides).toHaveLength(1);

    act(() => void result.current.apply());
    expect(result.current.run).toBeNull();
    expect(onApplied).toHaveBeenCalledOnce();
    expect(history.deck.slides[1]!.notes).toBe('新的一页');
    history.undo();
    expect(history.deck.slides[1]).toEqual(testDeck.slides[1]);
    saver.dispose();
  });

  it('stops a stream without changing anything, and shows the server’s refusal', async () => {
    const { history, saver } = session([]);
    let calls = 0;
    mockFetch(() =>
      (calls += 1) === 1
        ? new Promise<Response>(() => undefined)
        : sseResponse([event({ code: 5414, message: '请升级专业版后使用' })]),
    );
    const { result } = renderHook(() =>
      useAiAction({ recordId: 'r1', history, saver, onApplied: () => undefined }),
    );
    act(() =>
      result.current.start({
        kind: 'text',
        slideId: 's2',
        elementId: 's2.body',
        action: 'shorten',
      }),
    );
    await waitFor(() => expect(calls).toBe(1));
    act(() => result.current.stop());
    expect(result.current.run?.status).toBe('stopped');
    expect(history.canUndo).toBe(false);

    act(() => result.current.retry());
    // The refusal is reported once failure reporting has loaded (shared/http/report.ts loads it
    // with the first failed call): in this test, the first import of that module.
    await waitFor(() => expect(result.current.run?.status).toBe('error'), { timeout: 10_000 });
    expect(result.current.run?.failure).toEqual({
      kind: 'server',
      code: 5414,
      message: '请升级专业版后使用',
    });
    saver.dispose();
  });
});
