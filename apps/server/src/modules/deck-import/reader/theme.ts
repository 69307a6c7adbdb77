import type { PptxPackage } from './package.js';
import { children, path, type XNode } from './xml.js';

/** What a theme part gives the slides that use it. */
export interface ThemeInfo {
  scheme: Record<string, string>;
  fonts: { majorLatin: string; majorEastAsian: string; minorLatin: string; minorEastAsian: string };
  /** fmtScheme's fill styles (idx 1..3) and background fill styles (idx 1001..1003). */
  fillStyles: XNode[];
  backgroundFillStyles: XNode[];
  /** Line widths of the line styles, in points (idx 1..3). */
  lineWidths: number[];
  lineStyles: XNode[];
}

const FALLBACK_SCHEME: Record<string, string> = {
  dk1: '000000',
  lt1: 'FFFFFF',
  dk2: '44546A',
  lt2: 'E7E6E6',
  accent1: '4472C4',
  accent2: 'ED7D31',
  accent3: 'A5A5A5',
  accent4: 'FFC000',
  accent5: '5B9BD5',
  accent6: '70AD47',
  hlink: '0563C1',
  folHlink: '954F72',
};

export const EMU_PER_POINT = 12700;

function schemeColors(scheme: XNode | undefined): Record<string, string> {
  const out: Record<string, string> = { ...FALLBACK_SCHEME };
  for (const entry of scheme?.children ?? []) {
    const name = entry.name.replace(/^a:/, '');
    const color = entry.children[0];
    const hex = color?.name === 'a:sysClr' ? color.attrs.lastClr : color?.attrs.val;
    if (hex && /^[0-9A-Fa-f]{6}$/.test(hex)) out[name] = hex.toUpperCase();
  }
  return out;
}

function fontOf(scheme: XNode | undefined, which: string, script: string): string {
  return path(scheme, which, script)?.attrs.typeface ?? '';
}

export async function readTheme(pkg: PptxPackage, part: string | undefined): Promise<ThemeInfo> {
  const root = part && pkg.has(part) ? await pkg.xml(part) : undefined;
  const elements = path(root, 'a:themeElements');
  const fontScheme = path(elements, 'a:fontScheme');
  const format = path(elements, 'a:fmtScheme');
  const lineStyles = children(path(format, 'a:lnStyleLst'), 'a:ln');
  return {
    scheme: schemeColors(path(elements, 'a:clrScheme')),
    fonts: {
      majorLatin: fontOf(fontScheme, 'a:majorFont', 'a:latin') || 'Calibri Light',
      majorEastAsian: fontOf(fontScheme, 'a:majorFont', 'a:ea'),
      minorLatin: fontOf(fontScheme, 'a:minorFont', 'a:latin') || 'Calibri',
      minorEastAsian: fontOf(fontScheme, 'a:minorFont', 'a:ea'),
    },
    fillStyles: path(format, 'a:fillStyleLst')?.children ?? [],
    backgroundFillStyles: path(format, 'a:bgFillStyleLst')?.children ?? [],
    lineStyles,
    lineWidths: lineStyles.map((ln) => Number(ln.attrs.w ?? 9525) / EMU_PER_POINT),
  };
}
