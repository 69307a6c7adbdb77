import type { StorageKey } from './keys';

/**
 * localStorage access that never throws: private modes and disabled storage behave as an empty
 * store rather than breaking the page.
 */
export const localStore = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives for this page only.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
  getJson(key: StorageKey): unknown {
    const raw = localStore.get(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  },
  setJson(key: StorageKey, value: unknown): void {
    localStore.set(key, JSON.stringify(value));
  },
};
