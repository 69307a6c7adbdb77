import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { DeckPanel } from './DeckPanel';
import { RecordWorkspace } from './RecordWorkspace';
import {
  OUTLINE,
  RECORD,
  RECORD_2,
  deckServer,
  inTurn,
  info,
  pollsOf,
  startsOf,
  tick,
  useFakeClock,
} from './deck-test-server';

const EDITED = `${OUTLINE}* 新的要点\n`;

/** The deck panel under an outline that a button edits. */
function EditedDeck() {
  const [outline, setOutline] = useState(OUTLINE);
  return (
    <>
      <button type="button" data-testid="edit-outline" onClick={() => setOutline(EDITED)} />
      <DeckPanel outline={outline} />
    </>
  );
}

const progress = () => Number(screen.getByTestId('preview-progress').dataset.value);
const shownSlide = () =>
  screen.getByTestId('slide-preview').querySelector('img')?.getAttribute('src');

describe('deck preview', () => {
  beforeEach(useFakeClock);
  afterEach(() => vi.useRealTimers());

  it('polls about every second until completed, showing slides as they come', async () => {
    const answers = [
      info(0, 4, 'pending'),
      info(1, 4, 'running'),
      info(1, 4, 'running'),
      info(3, 4, 'running'),
      info(4, 4, 'completed'),
    ];
    const { calls } = deckServer({ poll: inTurn(answers) });
    renderApp(<DeckPanel outline={OUTLINE} />);
    await tick();
    fireEvent.click(screen.getByTestId('generate-deck'));
    await tick();

    expect(calls.find((c) => c.url === '/api/ai/generate-ppt/record')?.body).toEqual({
      outline: OUTLINE,
    });
    // The record is created, then its generation started, then polled.
    const urls = calls.map((c) => c.url.split('?')[0]);
    const created = urls.indexOf('/api/ai/generate-ppt/record');
    const started = urls.indexOf('/api/ai/generate-ppt/preview/outline');
    expect(started).toBeGreaterThan(created);
    expect(urls.indexOf('/api/ai/generate-ppt/record/info')).toBeGreaterThan(started);
    expect(calls[started]?.body).toEqual({ recordId: RECORD });
    expect(pollsOf(calls)[0]?.url).toBe(`/api/ai/generate-ppt/record/info?recordId=${RECORD}`);
    expect(screen.getByTestId('preview-progress').textContent).toContain('正在撰写每一页的内容');
    // No download before every slide is done.
    expect(screen.getByTestId('download-pptx').hasAttribute('disabled')).toBe(true);
    expect(shownSlide()).toBeUndefined();
    expect(screen.queryByTestId('slide-thumb-1')).toBeNull();
    const seen = [progress()];

    await tick(999);
    expect(shownSlide()).toBe('/api/files/classic/1.png');
    expect(screen.getByTestId('slide-thumb-1')).toBeTruthy();
    expect(screen.queryByTestId('slide-thumb-2')).toBeNull();
    expect(screen.getByTestId('preview-progress').textContent).toContain('正在生成幻灯片 1/4');
    seen.push(progress());

    await tick(999);
    seen.push(progress());
    await tick(999);
    expect(screen.getByTestId('slide-thumb-3')).toBeTruthy();
    seen.push(progress());
    // max(finishPage / totalPage, 0.07 per poll), never backwards.
    expect(seen.map((v) => Number(v.toFixed(2)))).toEqual([0.07, 0.25, 0.25, 0.75]);

    await tick(999);
    expect(screen.queryByTestId('preview-progress')).toBeNull();
    expect(screen.getByTestId('slide-thumb-4')).toBeTruthy();
    expect(screen.getByTestId('download-pptx').hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('download-pdf').hasAttribute('disabled')).toBe(false);
    const polls = pollsOf(calls).length;
    expect(polls).toBe(5);
    await tick(999 * 4);
    expect(pollsOf(calls)).toHaveLength(polls);

    fireEvent.click(screen.getByTestId('slide-thumb-3'));
    expect(shownSlide()).toBe('/api/files/classic/3.png');
    expect(screen.getByTestId('slide-thumb-3').getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(screen.getByTestId('preview-panel'), { key: 'ArrowRight' });
    expect(shownSlide()).toBe('/api/files/classic/4.png');
    fireEvent.keyDown(screen.getByTestId('preview-panel'), { key: 'ArrowRight' });
    expect(shownSlide()).toBe('/api/files/classic/4.png');
    fireEvent.keyDown(screen.getByTestId('slide-thumb-4'), { key: 'ArrowLeft' });
    expect(shownSlide()).toBe('/api/files/classic/3.png');
  });

  it('says the pictures are being finished once every page is drawn but the deck is not done', async () => {
    deckServer({
      poll: inTurn([info(3, 4, 'running'), info(4, 4, 'running'), info(4, 4, 'completed')]),
    });
    renderApp(<DeckPanel outline={OUTLINE} />);
    await tick();
    fireEvent.click(screen.getByTestId('generate-deck'));
    await tick();
    expect(screen.getByTestId('preview-progress').textContent).toContain('正在生成幻灯片 3/4');
    await tick(999);
    const text = screen.getByTestId('preview-progress').textContent ?? '';
    expect(text).toContain('幻灯片已全部生成，正在完成配图等最后处理');
    expect(text).not.toContain('4/4');
    expect(screen.getByTestId('download-pptx').hasAttribute('disabled')).toBe(true);
    await tick(999);
    expect(screen.queryByTestId('preview-progress')).toBeNull();
  });

  it('keeps the bar rising by 0.07 per poll while no page is done', async () => {
    deckServer({
      poll: inTurn([info(0, 20, 'pending'), info(2, 20, 'running'), info(0, 20, 'running')]),
    });
    renderApp(<DeckPanel outline={OUTLINE} />);
    await tick();
    fireEvent.click(screen.getByTestId('generate-deck'));
    await tick();
    const seen = [progress()];
    for (let i = 0; i < 4; i++) {
      await tick(999);
      seen.push(progress());
    }
    expect(seen.map((v) => Number(v.toFixed(2)))).toEqual([0.07, 0.14, 0.21, 0.28, 0.35]);
  });

  it('starts a record never generated (an open API deck) once when it is opened, not shown as failed', async () => {
    let started = 0;
    const { calls } = deckServer({
      poll: () => (started > 0 ? info(4, 4, 'completed') : info(0, 4, 'not_submit_preview')),
      start: () => {
        started++;
        return envelope({ status: 'pending', finishPage: 0, totalPage: 4 });
      },
    });
    renderApp(<RecordWorkspace recordId={RECORD} />);
    await tick();
    expect(screen.queryByTestId('preview-failed')).toBeNull();
    await tick(999);
    await tick(999);
    expect(startsOf(calls).map((c) => c.body)).toEqual([{ recordId: RECORD }]);
    expect(screen.queryByTestId('preview-failed')).toBeNull();
  });

  it.each(['failed', 'timeout', 'submit_failed'] as const)(
    'shows the failure message for %s and starts the generation again on retry',
    async (failure) => {
      let retried = false;
      const { calls } = deckServer({
        poll: (_id, n) =>
          retried
            ? info(4, 4, 'completed')
            : inTurn([info(1, 4, 'running'), info(1, 4, failure)])(_id, n),
        start: () => envelope({ status: 'pending', finishPage: 0, totalPage: 4 }),
      });
      renderApp(<DeckPanel outline={OUTLINE} />);
      await tick();
      fireEvent.click(screen.getByTestId('generate-deck'));
      await tick();
      await tick(999);

      expect(screen.getByTestId('preview-failed').textContent).toContain(
        'PPT 生成失败，请稍后重试',
      );
      expect(screen.queryByTestId('preview-progress')).toBeNull();
      await tick(999 * 3);
      expect(pollsOf(calls)).toHaveLength(2);

      retried = true;
      fireEvent.click(screen.getByTestId('preview-retry'));
      await tick();
      await tick(999);
      // The same record, started again (no new record).
      expect(calls.filter((c) => c.url === '/api/ai/generate-ppt/record')).toHaveLength(1);
      expect(startsOf(calls).map((c) => c.body)).toEqual([
        { recordId: RECORD },
        { recordId: RECORD },
      ]);
      expect(screen.queryByTestId('preview-failed')).toBeNull();
      expect(screen.getByTestId('slide-thumb-4')).toBeTruthy();
    },
  );

  it('offers to generate again once the outline is edited after generating', async () => {
    const { calls } = deckServer({
      recordIds: [RECORD, RECORD_2],
      poll: (id) => info(4, 4, 'completed', 'classic', id),
    });
    renderApp(<EditedDeck />);
    await tick();
    fireEvent.click(screen.getByTestId('generate-deck'));
    await tick();
    expect(screen.queryByTestId('regenerate-deck')).toBeNull();

    fireEvent.click(screen.getByTestId('edit-outline'));
    await tick();
    fireEvent.click(screen.getByTestId('regenerate-deck'));
    await tick();
    const created = calls.filter((c) => c.url === '/api/ai/generate-ppt/record');
    expect(created.map((c) => c.body)).toEqual([{ outline: OUTLINE }, { outline: EDITED }]);
    expect(pollsOf(calls).at(-1)?.url).toContain(RECORD_2);
    expect(screen.queryByTestId('regenerate-deck')).toBeNull();
  });

  it('stops polling after a failed poll (reported once) and retries on demand', async () => {
    const { calls } = deckServer({
      poll: (_id, n) =>
        n === 1
          ? envelope(null, { code: 5000, message: '服务繁忙' })
          : info(n === 0 ? 0 : 4, 4, n === 0 ? 'running' : 'completed'),
    });
    renderApp(<DeckPanel outline={OUTLINE} />);
    await tick();
    fireEvent.click(screen.getByTestId('generate-deck'));
    await tick();
    await tick(999);
    expect(screen.getByTestId('preview-failed')).toBeTruthy();
    expect(screen.getAllByText('服务繁忙')).toHaveLength(1);
    await tick(999 * 3);
    expect(pollsOf(calls)).toHaveLength(2);

    fireEvent.click(screen.getByTestId('preview-retry'));
    await tick();
    expect(pollsOf(calls)).toHaveLength(3);
    expect(screen.queryByTestId('preview-failed')).toBeNull();
    expect(screen.getByTestId('slide-thumb-4')).toBeTruthy();
  });
});
