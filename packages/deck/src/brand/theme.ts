import { contrastRatio, luminance, mix } from '../themes/contrast.js';
import { SANS_FALLBACKS, SERIF_FALLBACKS } from '../themes/fonts.js';
import type { DeckTheme, FontPair, RenderFont, ThemePalette } from '../themes/types.js';
import { brandDecor } from './decor.js';
import type { BrandThemeSpec } from './spec.js';

/**
 * `fg`, darkened or lightened (away from `bg`) just enough to reach `min` contrast on it: the
 * template's colour where it is readable, the nearest readable shade where it is not, as the
 * engine's own palettes keep 4.5:1 for text (themes.test.ts).
 */
export function readableOn(fg: string, bg: string, min: number): string {
  if (contrastRatio(fg, bg) >= min) return fg.toUpperCase();
  const towards = luminance(bg) > 0.18 ? '000000' : 'FFFFFF';
  for (let step = 1; step <= 20; step++) {
    const shade = mix(fg, towards, step / 20);
    if (contrastRatio(shade, bg) >= min) return shade;
  }
  return towards;
}

/** Black or white, whichever reads better on `bg`. */
const inkOn = (bg: string) =>
  contrastRatio('FFFFFF', bg) >= contrastRatio('000000', bg) ? 'FFFFFF' : '000000';

/** A palette colour through the master's colour map (tx1 → dk1 → its hex). */
function mapped(spec: BrandThemeSpec, name: 'tx1' | 'tx2' | 'bg1'): string {
  const target = spec.master.colorMap[name] ?? { tx1: 'dk1', tx2: 'dk2', bg1: 'lt1' }[name];
  const palette: Readonly<Record<string, string>> = spec.palette;
  return palette[target] ?? spec.palette.dk1;
}

/** The engine's palette from the template's: its background, tx1 text and accent1..3. */
export function brandPalette(spec: BrandThemeSpec): ThemePalette {
  const background = spec.master.background.color;
  const text = readableOn(mapped(spec, 'tx1'), background, 7);
  const surface = mix(background, text, 0.06);
  const textMuted = readableOn(mix(text, background, 0.3), surface, 4.5);
  const primary = readableOn(spec.palette.accent1, background, 4.5);
  const title = readableOn(spec.master.titleColor ?? text, background, 4.5);
  const onPrimary = inkOn(primary);
  return {
    background,
    surface,
    primary,
    secondary: spec.palette.accent2,
    accent: spec.palette.accent3,
    text: readableOn(text, surface, 4.5),
    textMuted,
    title: readableOn(title, onPrimary, 4.5),
    onPrimary,
    onPrimaryMuted: readableOn(mix(onPrimary, primary, 0.2), primary, 3.5),
  };
}

const SERIF_FACE = /song|宋|serif|times|georgia|ming|明|garamond|cambria|kai|楷|fang|仿/i;
/** A face every Office install has, for a template that names no East Asian font. */
const EAST_ASIAN_DEFAULT = 'Microsoft YaHei';

/**
 * One of the template's font pairs: the PPTX names its faces; the engine's renderers draw it in
 * the shipped font of its kind (serif for Song and Kai faces, sans otherwise), judged by the
 * East Asian face when there is one (it sets most of a Chinese deck's text).
 */
function fontPair({ latin, eastAsian }: { latin: string; eastAsian: string }): FontPair {
  const render: RenderFont = SERIF_FACE.test(eastAsian || latin) ? 'serif' : 'sans';
  return {
    latin: latin || 'Arial',
    eastAsian: eastAsian || EAST_ASIAN_DEFAULT,
    render,
    fallbacks: render === 'serif' ? SERIF_FALLBACKS : SANS_FALLBACKS,
  };
}

export interface BrandThemeNaming {
  /** `brand-<uuid>`. */
  readonly id: string;
  readonly name: string;
}

/**
 * A brand theme as the engine's layouts and writers see it: the template's colours and fonts,
 * plain choices for the rest (no motif, a plain title, a cover on the page background) since
 * the template's own pictures and shapes are its decoration, and the template itself (`brand`)
 * for the frames, backgrounds and master elements.
 */
export function brandDeckTheme(spec: BrandThemeSpec, naming: BrandThemeNaming): DeckTheme {
  const palette = brandPalette(spec);
  const accents = [1, 2, 3, 4, 5, 6].map(
    (n) => spec.palette[`accent${n}` as keyof BrandThemeSpec['palette']],
  );
  return {
    id: naming.id,
    family: 'minimal',
    name: { zh: naming.name, en: naming.name },
    tags: ['business'],
    palette,
    fonts: { heading: fontPair(spec.fonts.major), body: fontPair(spec.fonts.minor) },
    chart: accents,
    feature: { fill: 'page', gradient: false },
    motif: 'hairline',
    titleStyle: 'underline',
    cover: 'centered',
    radius: 4,
    brand: brandDecor(spec),
  };
}
