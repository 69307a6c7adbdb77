import type { DeckTheme } from './types.js';

/**
 * Themes known at run time only (brand themes read from a company's template), registered by
 * the server before a deck in one is laid out, drawn or written. The map is bounded: a server
 * registers the themes of the decks it works on, and the oldest registered drop out first (the
 * server registers a theme again before each use, so a dropped one is found again).
 */
export const RUNTIME_THEMES_MAX = 500;

const runtime = new Map<string, DeckTheme>();

export function registerRuntimeTheme(theme: DeckTheme): void {
  // Re-registering moves the theme to the newest place.
  runtime.delete(theme.id);
  runtime.set(theme.id, theme);
  while (runtime.size > RUNTIME_THEMES_MAX) {
    const oldest = runtime.keys().next().value;
    if (oldest === undefined) break;
    runtime.delete(oldest);
  }
}

export function unregisterRuntimeTheme(id: string): void {
  runtime.delete(id);
}

export function runtimeTheme(id: string): DeckTheme | undefined {
  return runtime.get(id);
}
