import { LOGIN_LOCK_MS } from '@slidecraft/contract';
import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { localStore } from '../../../shared/storage/local-store';

/** End of the stored lock (ms), or 0 when there is none; an ended or bogus record is removed. */
function storedLockEnd(now = Date.now()): number {
  const raw = localStore.get(STORAGE_KEYS.loginLockAt);
  if (raw === null) return 0;
  const start = Number(raw);
  const end = start + LOGIN_LOCK_MS;
  if (!Number.isFinite(start) || now >= end || start > now + LOGIN_LOCK_MS) {
    localStore.remove(STORAGE_KEYS.loginLockAt);
    return 0;
  }
  return end;
}

/**
 * The page's own 5-minute password-login lock (spec section 4): after 5111 the lock start is
 * stored locally, the login button stays disabled with a countdown, and the record is cleared
 * when the 5 minutes are over (also across reloads).
 */
export function useLoginLock() {
  const [end, setEnd] = useState(() => storedLockEnd());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (end === 0) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= end) {
        localStore.remove(STORAGE_KEYS.loginLockAt);
        setEnd(0);
      }
    };
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [end]);

  const lock = useCallback(() => {
    const start = Date.now();
    localStore.set(STORAGE_KEYS.loginLockAt, String(start));
    setNow(start);
    setEnd(start + LOGIN_LOCK_MS);
  }, []);

  const secondsLeft = end === 0 ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
  return { locked: secondsLeft > 0, secondsLeft, lock };
}

/** 299 -> '04:59'. */
export function formatMinutesSeconds(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
