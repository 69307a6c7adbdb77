import { STORAGE_KEYS } from '../../shared/storage/keys';
import { localStore } from '../../shared/storage/local-store';

/**
 * The consent record of spec sections 3 and 6: while it is valid, the right-click menu works on
 * protected previews. It expires at the end of the day it was made (local time); `mode=test` in
 * the address makes one for the day.
 */
interface ConsentRecord {
  /** ms since the epoch: the last moment of the day the consent was given. */
  expiresAt: number;
}

/** The last millisecond of `now`'s day in the browser's time zone. */
export function endOfDay(now: number): number {
  const d = new Date(now);
  d.setHours(23, 59, 59, 999);
  return d.getTime();
}

export function consentValid(now = Date.now()): boolean {
  const record = localStore.getJson(STORAGE_KEYS.consent) as Partial<ConsentRecord> | undefined;
  const valid = typeof record?.expiresAt === 'number' && record.expiresAt >= now;
  // A stale record is removed rather than kept around.
  if (record !== undefined && !valid) localStore.remove(STORAGE_KEYS.consent);
  return valid;
}

/** Consent until the end of today. */
export function grantConsentForToday(now = Date.now()): void {
  localStore.setJson(STORAGE_KEYS.consent, { expiresAt: endOfDay(now) } satisfies ConsentRecord);
}

/** `mode=test` in the address: the consent record is made for the day (spec section 6). */
export function applyTestMode(search = window.location.search, now = Date.now()): void {
  if (new URLSearchParams(search).get('mode') === 'test' && !consentValid(now))
    grantConsentForToday(now);
}
