import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/http';
import { setNotes } from './deck-ops';
import { testDeck } from './test-deck';
import { DeckHistory } from './history';
import { AUTOSAVE_MS, DeckSaver, type SaveTransport } from './saver';

const deck = testDeck;

function setup(patches: SaveTransport['patches'], whole?: SaveTransport['whole']) {
  const history = new DeckHistory(deck);
  const transport = {
    patches: vi.fn(patches),
    whole: vi.fn(whole ?? (async (version: number) => version + 1)),
  };
  const saver = new DeckSaver(history, 5, transport);
  return { history, saver, transport };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('DeckSaver', () => {
  it('saves shortly after an edit, once for a burst, naming the version it builds on', async () => {
    const { history, saver, transport } = setup(async (version) => version + 1);
    history.change(setNotes(0, 'a'));
    history.change(setNotes(0, 'ab'));
    expect(saver.state).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS + 10);
    expect(transport.patches).toHaveBeenCalledTimes(1);
    expect(transport.patches.mock.calls[0]![0]).toBe(5);
    expect(saver.state).toBe('saved');
    expect(saver.version).toBe(6);
    history.change(setNotes(0, 'abc'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS + 10);
    expect(transport.patches.mock.calls[1]![0]).toBe(6);
  });

  it('keeps the edits of a failed save and sends them again before later ones', async () => {
    let fail = true;
    const { history, saver, transport } = setup(async (version) => {
      if (fail) throw new ApiError(500, 'down');
      return version + 1;
    });
    history.change(setNotes(0, 'first'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS + 10);
    expect(saver.state).toBe('failed');
    fail = false;
    history.change(setNotes(0, 'second'));
    await vi.advanceTimersByTimeAsync(3100);
    expect(saver.state).toBe('saved');
    const sent = transport.patches.mock.calls.at(-1)![1];
    expect(sent.map((p) => p.value)).toEqual(['first', 'second']);
  });

  it('stops on a conflict (5430) without losing the edits, until a reload', async () => {
    const { history, saver, transport } = setup(async () => {
      throw new ApiError(5430, 'changed elsewhere');
    });
    history.change(setNotes(0, 'mine'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS + 10);
    expect(saver.state).toBe('conflict');
    history.change(setNotes(0, 'more'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.patches).toHaveBeenCalledTimes(1);
    expect(history.hasUnsaved).toBe(true);
    history.reset(deck);
    saver.reset(9);
    expect(saver.state).toBe('saved');
  });

  it('sends the whole document once when the server cannot apply the patches (5000)', async () => {
    const { history, saver, transport } = setup(async () => {
      throw new ApiError(5000, 'bad patch');
    });
    history.change(setNotes(0, 'x'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS + 10);
    await vi.advanceTimersByTimeAsync(3100);
    expect(transport.whole).toHaveBeenCalledWith(5, history.deck);
    expect(saver.state).toBe('saved');
    expect(saver.version).toBe(6);
  });

  it('stops retrying an edit the server refuses (5421) and tries again with the next change', async () => {
    let refuse = true;
    const { history, saver, transport } = setup(async (version) => {
      if (refuse) throw new ApiError(5421, '基础版每份 PPT 最多 30 页');
      return version + 1;
    });
    history.change(setNotes(0, 'too many'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS + 10);
    expect(saver.state).toBe('refused');
    expect(saver.refusedBecause).toContain('30');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.patches).toHaveBeenCalledTimes(1);
    refuse = false;
    history.change(setNotes(0, 'fine'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS + 10);
    expect(saver.state).toBe('saved');
    expect(transport.patches.mock.calls.at(-1)![1].map((p) => p.value)).toEqual([
      'too many',
      'fine',
    ]);
  });

  it('flush saves at once (leaving the page, choosing a theme)', async () => {
    const { history, saver, transport } = setup(async (version) => version + 1);
    history.change(setNotes(0, 'now'));
    await saver.flush();
    expect(transport.patches).toHaveBeenCalledTimes(1);
    expect(saver.state).toBe('saved');
  });
});
