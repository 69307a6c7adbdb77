import { RELATIVE_TIME_MONTH_DAYS, RELATIVE_TIME_YEAR_DAYS } from '@slidecraft/contract';
import type { TFunction } from 'i18next';

/** How long ago something happened, in the unit the user reads (spec section 9). */
export type RelativeAge =
  { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days' | 'months' | 'years'; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A time as ms since the epoch: an ISO string, or unix seconds when a number. */
export type TimeValue = string | number;

export function timeMs(at: TimeValue): number {
  return typeof at === 'number' ? at * 1000 : Date.parse(at);
}

/**
 * The age of `from` at `now`: under a minute 'now' (a time in the future too, a clock ahead
 * of ours), then whole minutes, hours, days, months of 30 days and years of 360 days.
 */
export function relativeAge(from: TimeValue, now: number): RelativeAge {
  const elapsed = Math.max(0, now - timeMs(from));
  if (!(elapsed >= MINUTE)) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days < RELATIVE_TIME_MONTH_DAYS) return { unit: 'days', count: days };
  if (days < RELATIVE_TIME_YEAR_DAYS)
    return { unit: 'months', count: Math.floor(days / RELATIVE_TIME_MONTH_DAYS) };
  return { unit: 'years', count: Math.floor(days / RELATIVE_TIME_YEAR_DAYS) };
}

/** `from` relative to `now` in the translator's locale ('3 分钟前', '1 minute ago', '1 分鐘內'). */
export function relativeTime(t: TFunction<'common'>, from: TimeValue, now: number): string {
  const age = relativeAge(from, now);
  if (age.unit === 'now') return t('time.now');
  return t(`time.${age.unit}`, { count: age.count });
}
