import type { LayoutContext } from '../context.js';
import { contrastRatio } from '../../themes/contrast.js';
import type { ThemePalette } from '../../themes/types.js';

/** Whichever text colour reads on `fill` at 4.5:1 (the most contrasting one otherwise). */
export function textOn(fill: string, palette: ThemePalette): string {
  const candidates = [palette.onPrimary, palette.text, palette.title, palette.background];
  const readable = candidates.find((colour) => contrastRatio(colour, fill) >= 4.5);
  if (readable) return readable;
  return [...candidates].sort((a, b) => contrastRatio(b, fill) - contrastRatio(a, fill))[0]!;
}

/** Whether some text colour of the palette reads on `fill` at 4.5:1. */
export const readableFill = (fill: string, palette: ThemePalette) =>
  contrastRatio(textOn(fill, palette), fill) >= 4.5;

/** Whether two colours are far enough apart to tell two blocks apart. */
export function distinct(a: string, b: string): boolean {
  const channels = (hex: string) => [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return Math.hypot(...x.map((value, i) => value - (y[i] ?? 0))) >= 110;
}

/**
 * The first `count` colours among `candidates` text can sit on, each distinct from the ones
 * before (primary and near colours when too few).
 */
export function readableFills(
  candidates: readonly string[],
  palette: ThemePalette,
  count: number,
): string[] {
  const fills: string[] = [];
  for (const colour of candidates) {
    if (!/^[0-9A-Fa-f]{6}$/.test(colour) || !readableFill(colour, palette)) continue;
    if (fills.every((fill) => distinct(fill, colour))) fills.push(colour);
  }
  for (const colour of [palette.primary, palette.title, palette.secondary]) {
    if (fills.length < count && readableFill(colour, palette) && !fills.includes(colour)) {
      fills.push(colour);
    }
  }
  while (fills.length < count) fills.push(palette.primary);
  return fills.slice(0, count);
}

/** The first of the brand colours that reads on `fill`, else the text colour. */
export function brandOn(fill: string, ctx: LayoutContext): string {
  const { palette } = ctx.theme;
  const brands = [palette.primary, palette.accent, palette.secondary, palette.title];
  return brands.find((colour) => contrastRatio(colour, fill) >= 4.5) ?? palette.text;
}
