import { RECENT_FONTS_MAX } from '@slidecraft/contract';
import { shippedFont } from '@slidecraft/deck/scene';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { localStore } from '../../../shared/storage/local-store';

/**
 * The fonts this browser picked last, newest first (spec section 3's browser-stored values):
 * ids of shipped fonts only, so a stored value from an older build or another hand is dropped.
 */
export function recentFontIds(): string[] {
  const stored = localStore.getJson(STORAGE_KEYS.recentFonts);
  if (!Array.isArray(stored)) return [];
  const ids = stored.filter((id): id is string => typeof id === 'string' && !!shippedFont(id));
  return [...new Set(ids)].slice(0, RECENT_FONTS_MAX);
}

/** Puts a font first among the recent ones. */
export function rememberFont(id: string): void {
  const ids = [id, ...recentFontIds().filter((other) => other !== id)].slice(0, RECENT_FONTS_MAX);
  localStore.set(STORAGE_KEYS.recentFonts, JSON.stringify(ids));
}
