import { illustrationOf, type IllustrationScene } from '../image-src.js';
import type { ImageSize } from '../images.js';
import type { DeckTheme } from '../themes.js';
import { Kit } from './draw.js';
import { finance, growth, team } from './scenes/business.js';
import { abstract, education, ideas, technology } from './scenes/mind.js';
import { city, nature } from './scenes/places.js';

const SCENES: Record<IllustrationScene, (kit: Kit) => string> = {
  growth,
  team,
  technology,
  city,
  education,
  nature,
  finance,
  ideas,
  abstract,
};

/** Scenes whose charts run left to right: never mirrored. */
const UNMIRRORED: ReadonlySet<IllustrationScene> = new Set(['growth', 'finance']);

/**
 * An illustration's proportions, which the scene fits into frames: square (it covers portrait
 * and landscape frames alike). The file writers embed it as a square as large as its frame
 * needs (illustrationSide in png.ts); 960 px is the size asked for without a frame.
 */
export const ILLUSTRATION_SIZE: ImageSize = { width: 960, height: 960 };

/**
 * An illustration src drawn as an SVG document in the theme's colours: the same src and theme
 * always give the same string. Undefined for a src that is not an illustration. Pure string
 * building, so a browser can show it as an SVG data URL.
 */
export function illustrationSvg(src: string, theme: DeckTheme): string | undefined {
  const illustration = illustrationOf(src);
  if (!illustration) return undefined;
  const kit = new Kit(theme.palette, illustration.seed);
  return kit.svg(SCENES[illustration.scene](kit), !UNMIRRORED.has(illustration.scene));
}

/** The illustration as an SVG data URL, for an `<image href>` in a browser. */
export function illustrationHref(src: string, theme: DeckTheme): string | undefined {
  const svg = illustrationSvg(src, theme);
  return svg && `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
