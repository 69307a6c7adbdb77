import { AppError, ErrorCode } from '@slidecraft/contract';
import type { FontRole } from './model.js';

/**
 * A font pair as Office files store it: one typeface for Latin text (`<a:latin>`) and one for
 * Chinese text (`<a:ea>`). Names are the English family names, which PowerPoint, WPS and
 * LibreOffice all resolve (LibreOffice substitutes an installed CJK face when the named one is
 * missing). `fallbacks` is for renderers that pick fonts themselves (SVG, the web preview).
 */
export interface FontPair {
  readonly latin: string;
  readonly eastAsian: string;
  readonly fallbacks: readonly string[];
}

/** Colours as six hex digits without '#'. */
export interface ThemePalette {
  /** Page background of ordinary slides. */
  readonly background: string;
  /** Hairlines and quiet panels on the background. */
  readonly surface: string;
  /** Brand colour: title bars, badges, the background of cover, divider and closing slides. */
  readonly primary: string;
  /** Highlights on top of `primary`. */
  readonly accent: string;
  readonly text: string;
  readonly textMuted: string;
  /** Text on `primary`. */
  readonly onPrimary: string;
  readonly onPrimaryMuted: string;
}

export interface DeckTheme {
  /** Stable id stored in decks and used by the API; never renamed. */
  readonly id: string;
  readonly name: { readonly zh: string; readonly en: string };
  readonly palette: ThemePalette;
  readonly fonts: Readonly<Record<FontRole, FontPair>>;
}

const CJK_FALLBACKS = [
  'PingFang SC',
  'Hiragino Sans GB',
  'Noto Sans CJK SC',
  'Source Han Sans SC',
  'WenQuanYi Micro Hei',
  'sans-serif',
];

const cleanBlue: DeckTheme = {
  id: 'clean-blue',
  name: { zh: '简约蓝', en: 'Clean Blue' },
  palette: {
    background: 'FFFFFF',
    surface: 'E2E8F0',
    primary: '1D4ED8',
    accent: '38BDF8',
    text: '1E293B',
    textMuted: '64748B',
    onPrimary: 'FFFFFF',
    onPrimaryMuted: 'DBEAFE',
  },
  fonts: {
    heading: { latin: 'Arial', eastAsian: 'Microsoft YaHei', fallbacks: CJK_FALLBACKS },
    body: { latin: 'Arial', eastAsian: 'Microsoft YaHei', fallbacks: CJK_FALLBACKS },
  },
};

export const DEFAULT_THEME_ID = cleanBlue.id;

const THEMES: ReadonlyMap<string, DeckTheme> = new Map([[cleanBlue.id, cleanBlue]]);

export function listThemes(): DeckTheme[] {
  return [...THEMES.values()];
}

/** The theme with this id; an unknown id is a parameter error (AppError 5000). */
export function getTheme(id: string): DeckTheme {
  const theme = THEMES.get(id);
  if (!theme) throw new AppError(ErrorCode.PARAMS_ERROR, `unknown theme ${id}`);
  return theme;
}
