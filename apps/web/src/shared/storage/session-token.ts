import { LOCAL_CACHE_USER_PREFIX, STORAGE_KEYS } from './keys';
import { localStore } from './local-store';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The partner embed (/embed) keeps its channel session in memory only, never as the site's
 * login: from the first read, so not even the start's session prefetch sees a stored token.
 */
let memory: { token: string | null } | null =
  typeof window !== 'undefined' && window.location.pathname === '/embed' ? { token: null } : null;

/** Sign-out (or a 401) removes the session's locally cached answers (shared/http/cache.ts). */
function forgetUserCache(): void {
  try {
    const store = window.localStorage;
    for (let i = store.length - 1; i >= 0; i--) {
      const key = store.key(i);
      if (key?.startsWith(LOCAL_CACHE_USER_PREFIX)) store.removeItem(key);
    }
  } catch {
    // Storage off: nothing was kept.
  }
}

/**
 * The login token, kept in localStorage. Components subscribe through useSyncExternalStore so
 * that a login, a logout or a 401 anywhere re-renders everything that depends on the session.
 */
export const sessionToken = {
  get(): string | null {
    if (memory) return memory.token;
    return localStore.get(STORAGE_KEYS.token);
  },
  set(token: string): void {
    if (memory) memory.token = token;
    else localStore.set(STORAGE_KEYS.token, token);
    notify();
  },
  clear(): void {
    if (memory) {
      if (memory.token === null) return;
      memory.token = null;
      return notify();
    }
    if (localStore.get(STORAGE_KEYS.token) === null) return;
    localStore.remove(STORAGE_KEYS.token);
    forgetUserCache();
    notify();
  },
  /** From now on the token lives in this page's memory (the embed: /embed). */
  keepInMemory(): void {
    memory ??= { token: null };
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
