import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts the engine renders and measures with. They ship through npm, so measuring and
 * rendering never depend on the fonts installed on the machine. A theme names one key per font
 * role; Office files still name the theme's Latin and East Asian faces (see themes.ts).
 */
export type RenderFontKey = 'sans' | 'serif' | 'display';

export const RENDER_FONT_KEYS: readonly RenderFontKey[] = ['sans', 'serif', 'display'];

export interface RenderFont {
  /** The family name inside the font files, which SVG and resvg select by. */
  readonly family: string;
  /** Generic CSS family for viewers that lack the file. */
  readonly generic: 'sans-serif' | 'serif';
  readonly regular: string;
  /** The same file as `regular` when the family has no bold. */
  readonly bold: string;
  /** True when `bold` is a real bold face. */
  readonly hasBold: boolean;
}

const requireFromHere = createRequire(import.meta.url);

function packageFile(packageName: string, file: string): string {
  return join(dirname(requireFromHere.resolve(`${packageName}/package.json`)), file);
}

const SANS = '@expo-google-fonts/noto-sans-sc';
const SERIF = '@expo-google-fonts/noto-serif-sc';
const DISPLAY = '@expo-google-fonts/zcool-kuaile';

const FONTS: Readonly<Record<RenderFontKey, RenderFont>> = {
  sans: {
    family: 'Noto Sans SC',
    generic: 'sans-serif',
    regular: packageFile(SANS, '400Regular/NotoSansSC_400Regular.ttf'),
    bold: packageFile(SANS, '700Bold/NotoSansSC_700Bold.ttf'),
    hasBold: true,
  },
  serif: {
    family: 'Noto Serif SC',
    generic: 'serif',
    regular: packageFile(SERIF, '400Regular/NotoSerifSC_400Regular.ttf'),
    bold: packageFile(SERIF, '700Bold/NotoSerifSC_700Bold.ttf'),
    hasBold: true,
  },
  display: {
    family: 'ZCOOL KuaiLe',
    generic: 'sans-serif',
    regular: packageFile(DISPLAY, '400Regular/ZCOOLKuaiLe_400Regular.ttf'),
    bold: packageFile(DISPLAY, '400Regular/ZCOOLKuaiLe_400Regular.ttf'),
    hasBold: false,
  },
};

export function renderFont(key: RenderFontKey): RenderFont {
  return FONTS[key];
}

/** The file of one face: the bold file when asked for bold and the family has one. */
export function fontFile(key: RenderFontKey, bold: boolean): string {
  const font = FONTS[key];
  return bold ? font.bold : font.regular;
}

/** Every distinct font file, for renderers that load them all (resvg). */
export function allFontFiles(): string[] {
  return [...new Set(RENDER_FONT_KEYS.flatMap((key) => [FONTS[key].regular, FONTS[key].bold]))];
}

/** CSS font-family list for SVG: our family first, then common CJK faces, then generic. */
export function cssFontFamily(key: RenderFontKey): string {
  const font = FONTS[key];
  const cjk =
    font.generic === 'serif'
      ? ['Source Han Serif SC', 'Songti SC', 'SimSun']
      : ['PingFang SC', 'Microsoft YaHei', 'Source Han Sans SC'];
  return [font.family, ...cjk, font.generic]
    .map((name) => (name.includes(' ') ? `'${name}'` : name))
    .join(', ');
}

const bytesCache = new Map<string, Buffer>();
const fontCache = new Map<string, fontkit.Font>();

/** The raw bytes of a font file, read once. */
export function fontBytes(path: string): Buffer {
  let bytes = bytesCache.get(path);
  if (!bytes) {
    bytes = readFileSync(path);
    bytesCache.set(path, bytes);
  }
  return bytes;
}

/** The parsed face, opened once and cached for the life of the process. */
export function loadFont(key: RenderFontKey, bold: boolean): fontkit.Font {
  const path = fontFile(key, bold);
  let font = fontCache.get(path);
  if (!font) {
    const opened = fontkit.create(fontBytes(path));
    if (!('glyphForCodePoint' in opened)) throw new Error(`${path} is a font collection`);
    font = opened;
    fontCache.set(path, font);
  }
  return font;
}
