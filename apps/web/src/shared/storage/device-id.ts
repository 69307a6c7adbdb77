import { STORAGE_KEYS } from './keys';
import { localStore } from './local-store';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A random id for this browser, created once and kept in localStorage (the `deviceid` header). */
export function getDeviceId(): string {
  const existing = localStore.get(STORAGE_KEYS.deviceId);
  if (existing) return existing;
  const id = randomId();
  localStore.set(STORAGE_KEYS.deviceId, id);
  return id;
}
