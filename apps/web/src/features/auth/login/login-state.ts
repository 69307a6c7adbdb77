import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { localStore } from '../../../shared/storage/local-store';

/** How long a started login waits for its return: the server keeps its state 10 minutes. */
export const LOGIN_STATE_LIFE_MS = 10 * 60_000;
/** Logins started and not returned that are kept at most (the newest). */
const MAX_PENDING = 8;

interface PendingState {
  state: string;
  /** When the login started (ms). */
  at: number;
}

function isPending(value: unknown): value is PendingState {
  if (typeof value !== 'object' || value === null) return false;
  const { state, at } = value as Record<string, unknown>;
  return typeof state === 'string' && typeof at === 'number';
}

/** The states of logins started in this browser that may still come back. */
function pending(now: number): PendingState[] {
  const stored = localStore.getJson(STORAGE_KEYS.loginStates);
  if (!Array.isArray(stored)) return [];
  return stored.filter(isPending).filter((entry) => now - entry.at < LOGIN_STATE_LIFE_MS);
}

/**
 * Remembers the state of a WeChat or Huawei web login this browser starts, read from the
 * provider's authorize address (the provider sends it back as it is): its return is then known
 * to come from a login made here. Call it just before leaving for the address.
 */
export function rememberLoginState(authorizeUrl: string): void {
  const state = new URL(authorizeUrl, window.location.href).searchParams.get('state');
  if (!state) return;
  const now = Date.now();
  const kept = [...pending(now), { state, at: now }].slice(-MAX_PENDING);
  localStore.setJson(STORAGE_KEYS.loginStates, kept);
}

/**
 * Whether a returned `state` belongs to a login started in this browser, spending it (each
 * return is exchanged once). A return with another state, or none, was made elsewhere: someone
 * else's login pasted into this browser (login CSRF), never to be exchanged.
 */
export function takeLoginState(state: string | undefined): boolean {
  const now = Date.now();
  const entries = pending(now);
  const found = state !== undefined && entries.some((entry) => entry.state === state);
  const rest = entries.filter((entry) => entry.state !== state);
  if (rest.length) localStore.setJson(STORAGE_KEYS.loginStates, rest);
  else localStore.remove(STORAGE_KEYS.loginStates);
  return found;
}
