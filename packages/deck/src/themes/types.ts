import type { BrandDecor } from '../brand/decor.js';
import type { FontRole } from '../model.js';

/** Which bundled font the SVG, PNG and PDF renderers draw a font pair with. */
export type RenderFont = 'sans' | 'serif' | 'display';

/**
 * A font pair as Office files store it: one typeface for Latin text (`<a:latin>`) and one for
 * Chinese text (`<a:ea>`), both common on Windows, macOS and WPS. `render` names the bundled
 * font the engine's own renderers use (sans = Noto Sans SC, serif = Noto Serif SC, display =
 * ZCOOL KuaiLe); `fallbacks` is for renderers that pick installed fonts (the web preview).
 */
export interface FontPair {
  readonly latin: string;
  readonly eastAsian: string;
  readonly render: RenderFont;
  readonly fallbacks: readonly string[];
}

/** Colours as six hex digits without '#'. */
export interface ThemePalette {
  /** Page background of ordinary slides. */
  readonly background: string;
  /** Quiet panels and cards on the background; hairlines. */
  readonly surface: string;
  /** Brand colour: title bars, badges, the background of bold cover, divider and closing slides. */
  readonly primary: string;
  /** Second brand colour: charts, motifs, gradient. */
  readonly secondary: string;
  /** Highlights, on the background and on `primary`. */
  readonly accent: string;
  readonly text: string;
  readonly textMuted: string;
  /** Slide titles on the background. */
  readonly title: string;
  /** Text on `primary`. */
  readonly onPrimary: string;
  readonly onPrimaryMuted: string;
}

/** Decorative shapes a theme adds to its slides (see layouts/motifs). */
export type MotifKind =
  | 'circles'
  | 'corner-blocks'
  | 'stripes'
  | 'frame'
  | 'ink'
  | 'dot-grid'
  | 'confetti'
  | 'chevrons'
  | 'hairline';

/** How ordinary slides show their title (see layouts/chrome). */
export type TitleStyle = 'bar' | 'underline' | 'badge' | 'centered';

/**
 * How the cover is composed (see layouts/cover): `classic` sets the title left over the feature
 * fill, `centered` centres it, `framed` centres it inside a double frame, `split` puts a brand
 * panel with the year beside the title, `band` runs a brand band with the title across the page.
 */
export type CoverStyle = 'classic' | 'centered' | 'framed' | 'split' | 'band';

/**
 * The look of cover, divider and closing slides: `primary` fills them with the brand colour, `page`
 * keeps the page background. `gradient` lays translucent `secondary` bands over the fill, the
 * closest a model of solid fills comes to a gradient.
 */
export interface FeatureStyle {
  readonly fill: 'primary' | 'page';
  readonly gradient: boolean;
}

export type ThemeTag =
  | 'business'
  | 'education'
  | 'technology'
  | 'government'
  | 'minimal'
  | 'dark'
  | 'chinese'
  | 'playful'
  | 'fresh'
  | 'warm'
  | 'elegant';

/**
 * The design family a theme belongs to. Each family has its own content layouts (see
 * layouts/families): two themes of different families never compose a slide the same way.
 */
export type ThemeFamily =
  'business' | 'government' | 'classic' | 'tech' | 'campus' | 'minimal' | 'vivid';

export const THEME_FAMILIES: readonly ThemeFamily[] = [
  'business',
  'government',
  'classic',
  'tech',
  'campus',
  'minimal',
  'vivid',
];

export interface DeckTheme {
  /** Stable id stored in decks and used by the API; never renamed. */
  readonly id: string;
  readonly family: ThemeFamily;
  readonly name: { readonly zh: string; readonly en: string };
  readonly tags: readonly ThemeTag[];
  readonly palette: ThemePalette;
  readonly fonts: Readonly<Record<FontRole, FontPair>>;
  /** Colours of chart series and card accents, in order. */
  readonly chart: readonly string[];
  readonly feature: FeatureStyle;
  readonly motif: MotifKind;
  readonly titleStyle: TitleStyle;
  readonly cover: CoverStyle;
  /** Corner radius of cards and panels in points (0 = square corners). */
  readonly radius: number;
  /**
   * A brand theme's template (brand/): slides are laid out in its frames and drawn on its
   * backgrounds and master elements; the engine's own themes have none.
   */
  readonly brand?: BrandDecor;
}
