/** The theme catalogue lives in ./themes/; this module keeps the import path stable. */
export {
  DEFAULT_THEME_ID,
  THEME_FAMILIES,
  contrastRatio,
  getTheme,
  listThemes,
  registerTheme,
  unregisterTheme,
  type DeckTheme,
  type FeatureStyle,
  type FontPair,
  type MotifKind,
  type RenderFont,
  type ThemePalette,
  type ThemeFamily,
  type ThemeTag,
  type TitleStyle,
} from './themes/index.js';
