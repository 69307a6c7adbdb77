import { LOCAL_CACHE_EXPIRY_MS } from '@slidecraft/contract';
import { currentLocale } from '../i18n/instance';
import { LOCAL_CACHE_PREFIX, LOCAL_CACHE_USER_PREFIX } from '../storage/keys';
import { sessionToken } from '../storage/session-token';
import { request, withQuery, type Parser, type Query, type RequestOptions } from './client';

/**
 * The local cache of GET results (spec sections 7 and 9: "GET results can be cached locally,
 * default expiry 30 days"). Opt-in per call, for answers that are safe to keep (tag lists,
 * themes): `cachedGet` answers from localStorage while the entry is fresh and asks the server
 * otherwise. Entries are per language; `perUser` entries belong to the signed-in session and are
 * removed at sign-out (session-token.ts), never served to another session.
 */
export interface CacheOptions {
  /** How long an answer stays fresh (default 30 days). */
  maxAgeMs?: number;
  /** The answer depends on who asks: kept for this session only. */
  perUser?: boolean;
}

interface Entry {
  /** Expiry, ms since the epoch. */
  e: number;
  d: unknown;
}

/** A short, stable tag of the session token: entries of one session are unreadable to another. */
function sessionTag(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The storage key of a call, or null when a per-user entry is asked for without a session. */
export function cacheKey(path: string, query: Query | undefined, perUser: boolean): string | null {
  const call = `${currentLocale()}|${withQuery(path, query)}`;
  if (!perUser) return `${LOCAL_CACHE_PREFIX}${call}`;
  const token = sessionToken.get();
  return token ? `${LOCAL_CACHE_USER_PREFIX}${sessionTag(token)}|${call}` : null;
}

export const localCache = {
  read(key: string, now = Date.now()): unknown {
    const store = storage();
    const raw = store?.getItem(key);
    if (!raw) return undefined;
    try {
      const entry = JSON.parse(raw) as Entry;
      if (typeof entry.e === 'number' && entry.e > now) return entry.d;
    } catch {
      // A damaged entry goes like a stale one.
    }
    store?.removeItem(key);
    return undefined;
  },
  write(key: string, data: unknown, maxAgeMs: number, now = Date.now()): void {
    const entry: Entry = { e: now + maxAgeMs, d: data };
    try {
      storage()?.setItem(key, JSON.stringify(entry));
    } catch {
      // Storage full or off: the answer is simply not kept.
      localCache.sweep(now);
    }
  },
  /** Forgets one answer (the data behind it changed). */
  remove(key: string): void {
    storage()?.removeItem(key);
  },
  /** Removes every stale entry (run once per page load, and when the storage is full). */
  sweep(now = Date.now()): void {
    const store = storage();
    if (!store) return;
    for (const key of cacheKeys(store)) localCache.read(key, now);
  },
  /** Forgets every cached answer (per-user ones only with `userOnly`). */
  clear(userOnly = false): void {
    const store = storage();
    if (!store) return;
    const prefix = userOnly ? LOCAL_CACHE_USER_PREFIX : LOCAL_CACHE_PREFIX;
    for (const key of cacheKeys(store)) if (key.startsWith(prefix)) store.removeItem(key);
  },
};

function cacheKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(LOCAL_CACHE_PREFIX)) keys.push(key);
  }
  return keys;
}

let swept = false;

/** A GET through the local cache: a fresh kept answer, else the server's (then kept). */
export async function cachedGet<T>(
  path: string,
  schema: Parser<T>,
  options: Omit<RequestOptions, 'method' | 'body'> & { cache?: CacheOptions } = {},
): Promise<T> {
  const { cache = {}, ...rest } = options;
  if (!swept) {
    swept = true;
    localCache.sweep();
  }
  const key = cacheKey(path, rest.query, cache.perUser ?? false);
  if (key) {
    const kept = localCache.read(key);
    if (kept !== undefined) {
      try {
        return schema.parse(kept);
      } catch {
        // Kept by an older version of the app: ask again.
      }
    }
  }
  const data = await request(path, schema, { ...rest, method: 'GET' });
  if (key) localCache.write(key, data, cache.maxAgeMs ?? LOCAL_CACHE_EXPIRY_MS);
  return data;
}
