import { PROGRESS_STEP, type PreviewResult, type RecordInfo } from '@slidecraft/contract';

/** The rising part of the bar never reaches the end on its own; only 'completed' does. */
const STEP_CAP = 0.95;

/** The preview of a record as the workspace shows it: the last answer plus the bar. */
export interface PreviewState {
  info: RecordInfo;
  /** Polls since the last (re)start. */
  polls: number;
  /** 0..1; never goes backwards within one run. */
  progress: number;
}

function ratio(info: RecordInfo): number {
  return info.totalPage > 0 ? Math.min(1, info.finishPage / info.totalPage) : 0;
}

/** A new run (generation started or restarted): the bar starts from the pages already done. */
export function startPreview(info: RecordInfo): PreviewState {
  return { info, polls: 0, progress: info.status === 'completed' ? 1 : ratio(info) };
}

/**
 * Folds one poll into the state (spec section 4): the bar is the larger of finishPage/totalPage
 * and a value rising by PROGRESS_STEP per poll (capped below 1), and never goes backwards.
 */
export function advancePreview(prev: PreviewState | undefined, info: RecordInfo): PreviewState {
  const polls = (prev?.polls ?? 0) + 1;
  if (info.status === 'completed') return { info, polls, progress: 1 };
  const rising = Math.min(STEP_CAP, polls * PROGRESS_STEP);
  const progress = Math.max(prev?.progress ?? 0, ratio(info), rising);
  return { info, polls, progress };
}

/**
 * The state right after (re)starting a generation (retry, theme change): the answer's status
 * and pages, no slides yet (they belong to the previous run), the bar from the start.
 */
export function restartPreview(
  prev: PreviewState | undefined,
  result: PreviewResult,
  themeId?: string,
): PreviewState | undefined {
  if (!prev) return undefined;
  const info = { ...prev.info, ...result, themeId: themeId ?? prev.info.themeId, slides: [] };
  return startPreview(info);
}
