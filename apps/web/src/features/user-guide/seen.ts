import { STORAGE_KEYS } from '../../shared/storage/keys';
import { localStore } from '../../shared/storage/local-store';

/**
 * Users who went through (or skipped) the first-visit tour in this browser. The server holds
 * the truth (the userGuideStatus call); this only spares the tour's code on later visits.
 */
function seenIds(): string[] {
  const ids = localStore.getJson(STORAGE_KEYS.userGuideSeen);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export function tourSeenHere(userId: string): boolean {
  return seenIds().includes(userId);
}

export function markTourSeenHere(userId: string): void {
  const ids = seenIds().filter((id) => id !== userId);
  // The last few users of this browser are enough.
  localStore.setJson(STORAGE_KEYS.userGuideSeen, [...ids, userId].slice(-20));
}
