import type { ColorContext } from '../../deck-import/reader/color.js';
import type { PictureStore } from '../../deck-import/reader/context.js';
import type { PptxPackage } from '../../deck-import/reader/package.js';
import { fillChild, readFill, styleRef, themeStyleFill } from '../../deck-import/reader/props.js';
import type { ThemeInfo } from '../../deck-import/reader/theme.js';
import { child, path, type XNode } from '../../deck-import/reader/xml.js';
import type { BrandBackground } from '../spec.js';

/** What reading a background needs: the colours, the theme's styles, where pictures go. */
export interface BackgroundContext {
  pkg: PptxPackage;
  colors: ColorContext;
  theme: ThemeInfo;
  themePart: string | undefined;
  pictures: PictureStore;
}

/** The page colour under everything: bg1 through the master's colour map. */
export const paperOf = (colors: ColorContext) => colors.scheme[colors.map.bg1 ?? 'lt1'] ?? 'FFFFFF';

/**
 * A master's or layout's own background (p:bg): a colour, or a picture over the page colour;
 * undefined when the part has none (the master's shows through) or one we cannot read.
 */
export async function ownBackground(
  root: XNode,
  part: string,
  context: BackgroundContext,
): Promise<BrandBackground | undefined> {
  const bg = path(root, 'p:cSld', 'p:bg');
  if (!bg) return undefined;
  const { colors, theme } = context;
  const bgPr = child(bg, 'p:bgPr');
  let fill = bgPr ? readFill(fillChild(bgPr), colors) : undefined;
  let fillPart = part;
  const ref = child(bg, 'p:bgRef');
  if (!fill && ref) {
    // A theme style: idx 1001.. the background styles, 1.. the fill styles.
    const { idx, color } = styleRef(ref, colors) ?? { idx: 0 };
    const list = idx >= 1001 ? theme.backgroundFillStyles : theme.fillStyles;
    fill = themeStyleFill(list, idx >= 1001 ? idx - 1001 : idx - 1, colors, color);
    fillPart = context.themePart ?? part;
  }
  if (!fill) return undefined;
  const paper = paperOf(colors);
  if (fill.kind === 'solid') return { color: fill.color.hex };
  if (fill.kind === 'none') return { color: paper };
  const target = await context.pkg.target(fillPart, fill.blip.attrs['r:embed']);
  return target ? { color: paper, image: await context.pictures.add(target) } : { color: paper };
}
