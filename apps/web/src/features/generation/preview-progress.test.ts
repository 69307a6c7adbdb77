import type { RecordInfo } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import { isPreviewActive, isPreviewFailure } from '@slidecraft/contract';
import {
  advancePreview,
  restartPreview,
  startPreview,
  type PreviewState,
} from './preview-progress';

const info = (finishPage: number, totalPage: number, status: RecordInfo['status'] = 'running') => ({
  recordId: 'r',
  title: 't',
  themeId: 'classic',
  status,
  finishPage,
  totalPage,
  slides: Array.from({ length: finishPage }, (_, i) => `/s/${i + 1}.png`),
});

describe('preview progress', () => {
  it('is the larger of the page ratio and 0.07 per poll', () => {
    let state = advancePreview(undefined, info(0, 10, 'pending'));
    expect(state.progress).toBeCloseTo(0.07);
    state = advancePreview(state, info(5, 10));
    expect(state.progress).toBeCloseTo(0.5);
    state = advancePreview(state, info(5, 10));
    expect(state.progress).toBeCloseTo(0.5);
  });

  it('never goes backwards and stays below 1 until completed', () => {
    let state: PreviewState | undefined;
    const seen: number[] = [];
    const answers = [info(3, 4), info(1, 4), ...Array.from({ length: 30 }, () => info(0, 40))];
    for (const answer of answers) {
      state = advancePreview(state, answer);
      seen.push(state.progress);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(Math.max(...seen)).toBeLessThan(1);
    expect(advancePreview(state, info(40, 40, 'completed')).progress).toBe(1);
  });

  it('starts a new run from the pages already done', () => {
    expect(startPreview(info(0, 8, 'pending'))).toMatchObject({ polls: 0, progress: 0 });
    expect(startPreview(info(0, 0, 'pending')).progress).toBe(0);
    expect(startPreview(info(8, 8, 'completed')).progress).toBe(1);
  });

  it('polls while pending or running only', () => {
    expect(isPreviewActive('pending')).toBe(true);
    expect(isPreviewActive('running')).toBe(true);
    expect(isPreviewActive('completed')).toBe(false);
    expect(isPreviewActive('failed')).toBe(false);
    expect(isPreviewActive('not_submit_preview')).toBe(false);
    expect(isPreviewActive(undefined)).toBe(false);
  });

  it('treats the failure states of spec section 4 as failures', () => {
    for (const status of ['not_submit_preview', 'submit_failed', 'failed', 'timeout'] as const) {
      expect(isPreviewFailure(status)).toBe(true);
    }
    for (const status of ['pending', 'running', 'completed'] as const) {
      expect(isPreviewFailure(status)).toBe(false);
    }
  });

  it('starts over on a restart: new status and pages, no slides, the bar from the pages done', () => {
    let state = advancePreview(undefined, info(4, 4, 'completed'));
    state = restartPreview(state, { status: 'pending', finishPage: 0, totalPage: 6 }, 'ocean')!;
    expect(state).toMatchObject({ polls: 0, progress: 0 });
    expect(state.info).toMatchObject({
      status: 'pending',
      totalPage: 6,
      themeId: 'ocean',
      slides: [],
    });
    expect(advancePreview(state, info(0, 6, 'running')).progress).toBeCloseTo(0.07);
    expect(
      restartPreview(undefined, { status: 'pending', finishPage: 0, totalPage: 6 }),
    ).toBeUndefined();
  });
});
