import type { ThemePalette } from '../themes/types.js';
import { mulberry32 } from '../random.js';

/**
 * The drawing kit the scenes share: a seeded random source, the theme's colours and the tints
 * made from them, gradients, and SVG shapes as strings. Pure string building (browser-safe).
 */

/** Every illustration is drawn on a square canvas of this many units (and pixels at 1x). */
export const CANVAS = 1200;

const n = (value: number) => String(Math.round(value * 10) / 10);

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` moved towards `b` by `t` (0..1), as six hex digits. */
export function mix(a: string, b: string, t: number): string {
  const [from, to] = [channels(a), channels(b)];
  return from
    .map((channel, i) => Math.round(channel + (to[i]! - channel) * t))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** Relative lightness 0..1 (enough to tell a dark theme from a light one). */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The scene's generator: the same seed gives the same scene. */
function generator(seed: number): () => number {
  return mulberry32((seed * 2654435761 + 0x9e3779b9) >>> 0);
}

export interface Colours {
  /** The backdrop's gradient, top to bottom. */
  skyTop: string;
  skyBottom: string;
  /** A large soft shape behind the subject. */
  halo: string;
  ground: string;
  groundDeep: string;
  primary: string;
  secondary: string;
  accent: string;
  /** Outlines, hair, dark details. */
  ink: string;
  /** Highlights on the brand colours (windows, pages, screens). */
  light: string;
  skin: readonly [string, string];
}

function coloursOf(palette: ThemePalette): Colours {
  const dark = lightness(palette.background) < 0.35;
  const white = 'FFFFFF';
  const base = dark
    ? mix(palette.background, palette.surface, 0.6)
    : mix(palette.surface, white, 0.3);
  return {
    skyTop: mix(base, palette.primary, dark ? 0.18 : 0.08),
    skyBottom: mix(base, palette.secondary, dark ? 0.3 : 0.22),
    halo: mix(base, palette.accent, dark ? 0.28 : 0.3),
    ground: mix(palette.primary, base, dark ? 0.45 : 0.72),
    groundDeep: mix(palette.primary, base, dark ? 0.25 : 0.5),
    primary: palette.primary,
    secondary: palette.secondary,
    accent: palette.accent,
    ink: dark ? mix(palette.primary, '000000', 0.55) : mix(palette.text, palette.primary, 0.3),
    light: dark ? mix(palette.text, base, 0.3) : mix(white, palette.surface, 0.15),
    skin: ['F2CBAA', 'C99270'],
  };
}

export class Kit {
  readonly c: Colours;
  /** Whether the composition is mirrored (seeded), for variety between slides. */
  readonly flip: boolean;
  private readonly next: () => number;
  private readonly defs: string[] = [];

  constructor(palette: ThemePalette, seed: number) {
    this.c = coloursOf(palette);
    this.next = generator(seed);
    this.flip = this.next() < 0.5;
  }

  rand(): number {
    return this.next();
  }

  between(low: number, high: number): number {
    return low + (high - low) * this.next();
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length) % list.length]!;
  }

  /** A linear gradient (top to bottom, or along the given angle in degrees); its paint. */
  gradient(from: string, to: string, angle = 90): string {
    const id = `g${this.defs.length}`;
    const radians = (angle * Math.PI) / 180;
    const [dx, dy] = [Math.cos(radians) / 2, Math.sin(radians) / 2];
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" ` +
        `y2="${n(0.5 + dy)}"><stop offset="0" stop-color="#${from}"/>` +
        `<stop offset="1" stop-color="#${to}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial glow: the colour at the centre fading out. */
  glow(color: string, opacity = 0.8): string {
    const id = `g${this.defs.length}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="#${color}" stop-opacity="${opacity}"/>` +
        `<stop offset="1" stop-color="#${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /**
   * The finished SVG document of a scene's body, mirrored when the seed says so and the scene
   * allows it (a chart read backwards would say the opposite).
   */
  svg(body: string, mirrorable: boolean): string {
    const mirrored =
      mirrorable && this.flip ? `<g transform="translate(${CANVAS} 0) scale(-1 1)">` : '<g>';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" ` +
      `viewBox="0 0 ${CANVAS} ${CANVAS}"><defs>${this.defs.join('')}</defs>` +
      `${mirrored}${body}</g></svg>`
    );
  }
}

/** A paint: `#RRGGBB` from six hex digits, or a gradient's `url(#id)` as it is. */
const paint = (fill: string) => (fill.startsWith('url(') ? fill : `#${fill}`);
const alpha = (opacity: number) => (opacity < 1 ? ` opacity="${n(opacity)}"` : '');

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  options: { rx?: number; opacity?: number } = {},
): string {
  const rx = options.rx ? ` rx="${n(options.rx)}"` : '';
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx} fill="${paint(fill)}"${alpha(options.opacity ?? 1)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${paint(fill)}"${alpha(opacity)}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  opacity = 1,
): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${paint(fill)}"${alpha(opacity)}/>`;
}

export function path(d: string, fill: string, opacity = 1): string {
  return `<path d="${d}" fill="${paint(fill)}"${alpha(opacity)}/>`;
}

export function polygon(
  points: readonly (readonly [number, number])[],
  fill: string,
  opacity = 1,
): string {
  const list = points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  return `<polygon points="${list}" fill="${paint(fill)}"${alpha(opacity)}/>`;
}

export function line(
  points: readonly (readonly [number, number])[],
  color: string,
  width: number,
  options: { opacity?: number; dash?: number } = {},
): string {
  const list = points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  const dash = options.dash ? ` stroke-dasharray="${n(options.dash)} ${n(options.dash)}"` : '';
  return (
    `<polyline points="${list}" fill="none" stroke="#${color}" stroke-width="${n(width)}" ` +
    `stroke-linecap="round" stroke-linejoin="round"${dash}${alpha(options.opacity ?? 1)}/>`
  );
}

/** The shared backdrop: a vertical gradient, a soft halo behind the subject and a few motes. */
export function backdrop(kit: Kit, halo: { x: number; y: number; r: number }): string {
  const { c } = kit;
  const motes = Array.from({ length: 7 }, () =>
    circle(kit.between(80, 1120), kit.between(80, 700), kit.between(6, 16), c.light, 0.7),
  );
  return (
    rect(0, 0, CANVAS, CANVAS, kit.gradient(c.skyTop, c.skyBottom)) +
    circle(halo.x, halo.y, halo.r, kit.glow(c.halo, 0.9)) +
    circle(halo.x, halo.y, halo.r * 0.62, c.halo, 0.55) +
    motes.join('')
  );
}

/** A rolling ground line across the canvas from height `y` down to the bottom. */
export function ground(kit: Kit, y: number, fill: string): string {
  const rise = kit.between(30, 70);
  const d =
    `M0 ${n(y + rise)} C ${n(300)} ${n(y - rise)} ${n(700)} ${n(y + rise * 1.2)} ${CANVAS} ${n(y)} ` +
    `L${CANVAS} ${CANVAS} L0 ${CANVAS} Z`;
  return path(d, fill);
}

/**
 * A standing person in the flat editorial manner: rounded torso, legs, head and hair, `h` units
 * tall with the feet at (x, foot).
 */
export function person(
  x: number,
  foot: number,
  h: number,
  shirt: string,
  options: { skin: string; hair: string; trousers: string; wave?: boolean },
): string {
  const u = h / 10;
  const head = circle(x, foot - 8.9 * u, 0.8 * u, options.skin);
  const hair = path(
    `M${n(x - 0.85 * u)} ${n(foot - 8.8 * u)} A ${n(0.86 * u)} ${n(0.86 * u)} 0 0 1 ${n(x + 0.85 * u)} ` +
      `${n(foot - 8.9 * u)} Q ${n(x)} ${n(foot - 9.3 * u)} ${n(x - 0.85 * u)} ${n(foot - 8.8 * u)} Z`,
    options.hair,
  );
  const neck = rect(x - 0.25 * u, foot - 8.3 * u, 0.5 * u, 0.6 * u, options.skin);
  const torso = path(
    `M${n(x - 1.5 * u)} ${n(foot - 4.4 * u)} L${n(x - 1.3 * u)} ${n(foot - 7.2 * u)} ` +
      `Q ${n(x - 1.2 * u)} ${n(foot - 7.8 * u)} ${n(x - 0.5 * u)} ${n(foot - 7.8 * u)} ` +
      `L${n(x + 0.5 * u)} ${n(foot - 7.8 * u)} Q ${n(x + 1.2 * u)} ${n(foot - 7.8 * u)} ` +
      `${n(x + 1.3 * u)} ${n(foot - 7.2 * u)} L${n(x + 1.5 * u)} ${n(foot - 4.4 * u)} Z`,
    shirt,
  );
  const legs =
    rect(x - 1.1 * u, foot - 4.6 * u, 0.95 * u, 4.6 * u, options.trousers, { rx: 0.3 * u }) +
    rect(x + 0.15 * u, foot - 4.6 * u, 0.95 * u, 4.6 * u, options.trousers, { rx: 0.3 * u });
  const arm = options.wave
    ? line(
        [
          [x + 1.2 * u, foot - 7 * u],
          [x + 2.2 * u, foot - 8.2 * u],
          [x + 2.4 * u, foot - 9.4 * u],
        ],
        shirt,
        0.55 * u,
      ) + circle(x + 2.4 * u, foot - 9.6 * u, 0.3 * u, options.skin)
    : line(
        [
          [x + 1.3 * u, foot - 7 * u],
          [x + 1.6 * u, foot - 5 * u],
        ],
        shirt,
        0.55 * u,
      );
  return legs + torso + arm + neck + head + hair;
}

/** A rounded tree: trunk and two or three overlapping crowns. */
export function tree(kit: Kit, x: number, foot: number, h: number, crown: string): string {
  const trunk = rect(x - h * 0.04, foot - h * 0.45, h * 0.08, h * 0.45, kit.c.ink, {
    rx: h * 0.02,
  });
  const r = h * 0.26;
  return (
    trunk +
    circle(x, foot - h * 0.62, r, crown) +
    circle(x - r * 0.55, foot - h * 0.5, r * 0.7, mix(crown, '000000', 0.12)) +
    circle(x + r * 0.5, foot - h * 0.78, r * 0.55, mix(crown, 'FFFFFF', 0.2))
  );
}

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, r: number, fill: string): string {
  const k = r * 0.22;
  return path(
    `M${n(x)} ${n(y - r)} Q ${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)} Q ${n(x + k)} ${n(y + k)} ` +
      `${n(x)} ${n(y + r)} Q ${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)} Q ${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)} Z`,
    fill,
  );
}

/** A soft cloud. */
export function cloud(x: number, y: number, w: number, fill: string, opacity = 1): string {
  const h = w * 0.32;
  return (
    `<g${alpha(opacity)}>` +
    rect(x, y + h * 0.4, w, h * 0.6, fill, { rx: h * 0.3 }) +
    circle(x + w * 0.35, y + h * 0.45, h * 0.45, fill) +
    circle(x + w * 0.62, y + h * 0.35, h * 0.38, fill) +
    '</g>'
  );
}
