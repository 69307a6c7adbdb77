import type { TFunction } from 'i18next';

/** How long ago something happened, in the unit the user reads (spec section 9). */
export type RelativeAge =
  { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days' | 'months' | 'years'; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The spec counts a month as 30 days and a year as 360. */
const MONTH_DAYS = 30;
const YEAR_DAYS = 360;

/**
 * The age of `fromIso` at `now`: under a minute 'now' (a time in the future too, a clock ahead
 * of ours), then whole minutes, hours, days, months of 30 days and years of 360 days.
 */
export function relativeAge(fromIso: string, now: number): RelativeAge {
  const elapsed = Math.max(0, now - Date.parse(fromIso));
  if (!(elapsed >= MINUTE)) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days < MONTH_DAYS) return { unit: 'days', count: days };
  if (days < YEAR_DAYS) return { unit: 'months', count: Math.floor(days / MONTH_DAYS) };
  return { unit: 'years', count: Math.floor(days / YEAR_DAYS) };
}

/** The age as words of the translator's locale ('3 分钟前', '1 minute ago', '1 分鐘內'). */
function formatRelativeAge(t: TFunction<'personalSpace'>, age: RelativeAge): string {
  if (age.unit === 'now') return t('time.now');
  return t(`time.${age.unit}`, { count: age.count });
}

/** `fromIso` relative to `now` in the translator's locale. */
export function relativeTime(t: TFunction<'personalSpace'>, fromIso: string, now: number): string {
  return formatRelativeAge(t, relativeAge(fromIso, now));
}
