import { child, intAttr, type XNode } from './xml.js';

/** A colour as the deck model keeps it: six hex digits and a transparency 0..100. */
export interface Rgba {
  hex: string;
  transparency: number;
}

/** The scheme colours by name (dk1, lt1, accent1 ... folHlink) and the slide's colour map. */
export interface ColorContext {
  scheme: Readonly<Record<string, string>>;
  /** bg1 → lt1, tx1 → dk1, ... (the master's p:clrMap, a slide's override). */
  map: Readonly<Record<string, string>>;
  /** What `phClr` stands for inside a theme style (the style reference's own colour). */
  placeholder?: Rgba;
}

export const DEFAULT_COLOR_MAP: Readonly<Record<string, string>> = {
  bg1: 'lt1',
  tx1: 'dk1',
  bg2: 'lt2',
  tx2: 'dk2',
  accent1: 'accent1',
  accent2: 'accent2',
  accent3: 'accent3',
  accent4: 'accent4',
  accent5: 'accent5',
  accent6: 'accent6',
  hlink: 'hlink',
  folHlink: 'folHlink',
};

const PRESET: Readonly<Record<string, string>> = {
  black: '000000',
  white: 'FFFFFF',
  red: 'FF0000',
  green: '008000',
  blue: '0000FF',
  yellow: 'FFFF00',
  gray: '808080',
  grey: '808080',
  darkGray: 'A9A9A9',
  lightGray: 'D3D3D3',
  orange: 'FFA500',
  navy: '000080',
  purple: '800080',
};

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const hex2 = (value: number) =>
  Math.round(clamp(value) * 255)
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();

function toRgb(hex: string): [number, number, number] {
  const n = parseInt(hex, 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

function toHsl([r, g, b]: [number, number, number]): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): [number, number, number] {
  if (s === 0) return [l, l, l];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)];
}

const HEX = /^[0-9A-Fa-f]{6}$/;

/** The base colour of a colour element (srgbClr, schemeClr, sysClr, prstClr, scrgbClr, hslClr). */
function baseColor(node: XNode, context: ColorContext): Rgba | undefined {
  const val = node.attrs.val ?? '';
  switch (node.name) {
    case 'a:srgbClr':
      return HEX.test(val) ? { hex: val.toUpperCase(), transparency: 0 } : undefined;
    case 'a:sysClr': {
      const last = node.attrs.lastClr ?? (val === 'window' ? 'FFFFFF' : '000000');
      return HEX.test(last) ? { hex: last.toUpperCase(), transparency: 0 } : undefined;
    }
    case 'a:prstClr':
      return PRESET[val] ? { hex: PRESET[val], transparency: 0 } : undefined;
    case 'a:schemeClr': {
      if (val === 'phClr') return context.placeholder;
      const hex = context.scheme[context.map[val] ?? val];
      return hex ? { hex, transparency: 0 } : undefined;
    }
    case 'a:scrgbClr': {
      const part = (name: string) => (intAttr(node, name) ?? 0) / 100000;
      return { hex: hex2(part('r')) + hex2(part('g')) + hex2(part('b')), transparency: 0 };
    }
    case 'a:hslClr': {
      const h = (intAttr(node, 'hue') ?? 0) / 21600000;
      const rgb = fromHsl([
        h,
        (intAttr(node, 'sat') ?? 0) / 100000,
        (intAttr(node, 'lum') ?? 0) / 100000,
      ]);
      return { hex: rgb.map(hex2).join(''), transparency: 0 };
    }
    default:
      return undefined;
  }
}

/** Applies lumMod/lumOff, tint, shade, satMod and alpha, in document order, as PowerPoint does. */
function applyModifiers(base: Rgba, node: XNode): Rgba {
  let rgb = toRgb(base.hex);
  let transparency = base.transparency;
  for (const mod of node.children) {
    const value = (intAttr(mod, 'val') ?? 0) / 100000;
    switch (mod.name) {
      case 'a:lumMod': {
        const [h, s, l] = toHsl(rgb);
        rgb = fromHsl([h, s, clamp(l * value)]);
        break;
      }
      case 'a:lumOff': {
        const [h, s, l] = toHsl(rgb);
        rgb = fromHsl([h, s, clamp(l + value)]);
        break;
      }
      case 'a:satMod': {
        const [h, s, l] = toHsl(rgb);
        rgb = fromHsl([h, clamp(s * value), l]);
        break;
      }
      case 'a:tint':
        rgb = rgb.map((c) => c + (1 - c) * (1 - value)) as [number, number, number];
        break;
      case 'a:shade':
        rgb = rgb.map((c) => c * value) as [number, number, number];
        break;
      case 'a:alpha':
        transparency = Math.round((1 - clamp(value)) * 100);
        break;
      default:
        break;
    }
  }
  return { hex: rgb.map(hex2).join(''), transparency };
}

const COLOR_ELEMENTS = new Set([
  'a:srgbClr',
  'a:schemeClr',
  'a:sysClr',
  'a:prstClr',
  'a:scrgbClr',
  'a:hslClr',
]);

/** The colour a fill, line or run colour element holds (its first colour child). */
export function colorOf(parent: XNode | undefined, context: ColorContext): Rgba | undefined {
  const node = parent?.children.find((item) => COLOR_ELEMENTS.has(item.name));
  if (!node) return undefined;
  const base = baseColor(node, context);
  return base ? applyModifiers(base, node) : undefined;
}

/** The colour of an `a:solidFill` child of `parent`. */
export function solidFillOf(parent: XNode | undefined, context: ColorContext): Rgba | undefined {
  return colorOf(child(parent, 'a:solidFill'), context);
}

/** A readable text colour on a background: near-black on light, white on dark. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
