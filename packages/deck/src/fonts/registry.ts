import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { fontFamily, RENDER_FONT_KEYS, type FontFamily, type RenderFontKey } from './families.js';

/**
 * The font files behind the render fonts of families.ts, for what needs the files themselves:
 * glyph outlines (PNG), embedding (PDF), resvg, and regenerating the advance table that layout
 * measures with (fonts/metrics.generated.ts). Node-only.
 */
export { RENDER_FONT_KEYS, type RenderFontKey } from './families.js';

export interface RenderFont extends FontFamily {
  readonly regular: string;
  /** The same file as `regular` when the family has no bold. */
  readonly bold: string;
}

const requireFromHere = createRequire(import.meta.url);

function packageFile(packageName: string, file: string): string {
  return join(dirname(requireFromHere.resolve(`${packageName}/package.json`)), file);
}

/** One regular (and maybe bold) file per render font, from its npm package. */
function face(packageName: string, regular: string, bold = regular) {
  return { regular: packageFile(packageName, regular), bold: packageFile(packageName, bold) };
}

const FILES: Readonly<Record<RenderFontKey, { regular: string; bold: string }>> = {
  sans: face(
    '@expo-google-fonts/noto-sans-sc',
    '400Regular/NotoSansSC_400Regular.ttf',
    '700Bold/NotoSansSC_700Bold.ttf',
  ),
  serif: face(
    '@expo-google-fonts/noto-serif-sc',
    '400Regular/NotoSerifSC_400Regular.ttf',
    '700Bold/NotoSerifSC_700Bold.ttf',
  ),
  display: face('@expo-google-fonts/zcool-kuaile', '400Regular/ZCOOLKuaiLe_400Regular.ttf'),
  xiaowei: face('@expo-google-fonts/zcool-xiaowei', '400Regular/ZCOOLXiaoWei_400Regular.ttf'),
  qingke: face(
    '@expo-google-fonts/zcool-qingke-huangyou',
    '400Regular/ZCOOLQingKeHuangYou_400Regular.ttf',
  ),
  mashanzheng: face('@expo-google-fonts/ma-shan-zheng', '400Regular/MaShanZheng_400Regular.ttf'),
  zhimangxing: face('@expo-google-fonts/zhi-mang-xing', '400Regular/ZhiMangXing_400Regular.ttf'),
  liujianmaocao: face('@expo-google-fonts/liu-jian-mao-cao', 'LiuJianMaoCao_400Regular.ttf'),
};

export function renderFont(key: RenderFontKey): RenderFont {
  return { ...fontFamily(key), ...FILES[key] };
}

/** The file of one face: the bold file when asked for bold and the family has one. */
export function fontFile(key: RenderFontKey, bold: boolean): string {
  const files = FILES[key];
  return bold ? files.bold : files.regular;
}

/** Every distinct font file, for renderers that load them all (resvg). */
export function allFontFiles(): string[] {
  return [...new Set(RENDER_FONT_KEYS.flatMap((key) => [FILES[key].regular, FILES[key].bold]))];
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
