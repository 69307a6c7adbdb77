import { DeckError } from '../errors.js';
import { BUSINESS_THEMES } from './business.js';
import { CULTURE_THEMES } from './culture.js';
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

/** Every theme, in catalogue order (business, culture, vivid). */
export function listThemes(): DeckTheme[] {
  return [...THEMES.values()];
}

/** The theme with this id; an unknown id is a DeckError 'unknown-theme'. */
export function getTheme(id: string): DeckTheme {
  const theme = THEMES.get(id);
  if (!theme) throw new DeckError('unknown-theme', `unknown theme ${id}`);
  return theme;
}
