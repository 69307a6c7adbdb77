/**
 * The fonts the engine renders and measures with, as names only: no file access, so layout and
 * the SVG preview can use this in a browser. Where the font files are lives in registry.ts
 * (node-only). The fonts ship through npm, so measuring and rendering never depend on the fonts
 * installed on the machine. A theme names one key per font role; Office files still name the
 * theme's Latin and East Asian faces (see themes.ts).
 */
export type RenderFontKey = 'sans' | 'serif' | 'display';

export const RENDER_FONT_KEYS: readonly RenderFontKey[] = ['sans', 'serif', 'display'];

export interface FontFamily {
  /** The family name inside the font files, which SVG and resvg select by. */
  readonly family: string;
  /** Generic CSS family for viewers that lack the file. */
  readonly generic: 'sans-serif' | 'serif';
  /** True when the family has a real bold face; otherwise bold text uses the regular face. */
  readonly hasBold: boolean;
}

const FAMILIES: Readonly<Record<RenderFontKey, FontFamily>> = {
  sans: { family: 'Noto Sans SC', generic: 'sans-serif', hasBold: true },
  serif: { family: 'Noto Serif SC', generic: 'serif', hasBold: true },
  display: { family: 'ZCOOL KuaiLe', generic: 'sans-serif', hasBold: false },
};

export function fontFamily(key: RenderFontKey): FontFamily {
  return FAMILIES[key];
}

/** CSS font-family list for SVG: our family first, then common CJK faces, then generic. */
export function cssFontFamily(key: RenderFontKey): string {
  const font = FAMILIES[key];
  const cjk =
    font.generic === 'serif'
      ? ['Source Han Serif SC', 'Songti SC', 'SimSun']
      : ['PingFang SC', 'Microsoft YaHei', 'Source Han Sans SC'];
  return [font.family, ...cjk, font.generic]
    .map((name) => (name.includes(' ') ? `'${name}'` : name))
    .join(', ');
}
