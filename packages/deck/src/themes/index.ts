import { DeckError } from '../errors.js';
import { BUSINESS_THEMES } from './business.js';
import { CULTURE_THEMES } from './culture.js';
import { registerRuntimeTheme, runtimeTheme, unregisterRuntimeTheme } from './registry.js';
import type { DeckTheme } from './types.js';
import { VIVID_THEMES } from './vivid.js';

export type {
  CoverStyle,
  DeckTheme,
  FeatureStyle,
  FontPair,
  MotifKind,
  RenderFont,
  ThemePalette,
  ThemeFamily,
  ThemeTag,
  TitleStyle,
} from './types.js';
export { contrastRatio } from './contrast.js';
export { THEME_FAMILIES } from './types.js';

export const DEFAULT_THEME_ID = 'clean-blue';

const THEMES: ReadonlyMap<string, DeckTheme> = new Map(
  [...BUSINESS_THEMES, ...CULTURE_THEMES, ...VIVID_THEMES].map((theme) => [theme.id, theme]),
);

/** Every built-in theme, in catalogue order (business, culture, vivid); never a registered one. */
export function listThemes(): DeckTheme[] {
  return [...THEMES.values()];
}

/**
 * The theme with this id, built in or registered; an unknown id is a DeckError 'unknown-theme'.
 */
export function getTheme(id: string): DeckTheme {
  const theme = THEMES.get(id) ?? runtimeTheme(id);
  if (!theme) throw new DeckError('unknown-theme', `unknown theme ${id}`);
  return theme;
}

/**
 * Makes a theme known to getTheme until it is unregistered (or the oldest of many drops out,
 * see registry.ts). A built-in theme's id cannot be taken: that is a DeckError 'unknown-theme'.
 */
export function registerTheme(theme: DeckTheme): void {
  if (THEMES.has(theme.id)) {
    throw new DeckError('unknown-theme', `theme ${theme.id} is built in`);
  }
  registerRuntimeTheme(theme);
}

export function unregisterTheme(id: string): void {
  unregisterRuntimeTheme(id);
}
