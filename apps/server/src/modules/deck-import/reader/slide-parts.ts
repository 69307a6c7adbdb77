import { DEFAULT_COLOR_MAP, type ColorContext } from './color.js';
import type { PlaceholderSources } from './context.js';
import type { PptxPackage } from './package.js';
import { shapeTree } from './placeholders.js';
import { readTheme, type ThemeInfo } from './theme.js';
import { child, path, type XNode } from './xml.js';

/** A slide master with what every slide on it shares. */
export interface MasterInfo {
  part: string;
  root: XNode;
  theme: ThemeInfo;
  /** The theme part, whose relationships name its background pictures. */
  themePart: string | undefined;
  colorMap: Record<string, string>;
}

export interface SlideParts {
  part: string;
  root: XNode;
  layoutPart: string | undefined;
  layout: XNode | undefined;
  master: MasterInfo | undefined;
  colors: ColorContext;
  placeholders: PlaceholderSources;
}

function colorMapOf(node: XNode | undefined, base: Record<string, string>): Record<string, string> {
  if (!node) return base;
  const map = { ...base };
  for (const [key, value] of Object.entries(node.attrs))
    if (key in DEFAULT_COLOR_MAP) map[key] = value;
  return map;
}

/** A part's own colour map override (p:clrMapOvr/a:overrideClrMapping), over `base`. */
function overrideOf(root: XNode | undefined, base: Record<string, string>): Record<string, string> {
  return colorMapOf(path(root, 'p:clrMapOvr', 'a:overrideClrMapping'), base);
}

/** Reads masters once however many slides use them. */
export class SlidePartsReader {
  private readonly masters = new Map<string, Promise<MasterInfo>>();

  constructor(
    private readonly pkg: PptxPackage,
    private readonly defaultStyle: XNode | undefined,
  ) {}

  private master(part: string): Promise<MasterInfo> {
    let found = this.masters.get(part);
    if (!found) {
      found = (async () => {
        const root = await this.pkg.xml(part);
        const themePart = await this.pkg.related(part, 'theme');
        const colorMap = colorMapOf(child(root, 'p:clrMap'), { ...DEFAULT_COLOR_MAP });
        return { part, root, theme: await readTheme(this.pkg, themePart), themePart, colorMap };
      })();
      this.masters.set(part, found);
    }
    return found;
  }

  async read(part: string): Promise<SlideParts> {
    const root = await this.pkg.xml(part);
    const layoutPart = await this.pkg.related(part, 'slideLayout');
    const layout = layoutPart ? await this.pkg.xml(layoutPart) : undefined;
    const masterPart = layoutPart ? await this.pkg.related(layoutPart, 'slideMaster') : undefined;
    const master = masterPart ? await this.master(masterPart) : undefined;
    const baseMap = master?.colorMap ?? { ...DEFAULT_COLOR_MAP };
    const map = overrideOf(root, overrideOf(layout, baseMap));
    const txStyles = child(master?.root, 'p:txStyles');
    return {
      part,
      root,
      layoutPart,
      layout,
      master,
      colors: { scheme: master?.theme.scheme ?? {}, map },
      placeholders: {
        layout: shapeTree(layout),
        master: shapeTree(master?.root),
        ...(child(txStyles, 'p:titleStyle')
          ? { titleStyle: child(txStyles, 'p:titleStyle')! }
          : {}),
        ...(child(txStyles, 'p:bodyStyle') ? { bodyStyle: child(txStyles, 'p:bodyStyle')! } : {}),
        ...(child(txStyles, 'p:otherStyle')
          ? { otherStyle: child(txStyles, 'p:otherStyle')! }
          : {}),
        ...(this.defaultStyle ? { defaultStyle: this.defaultStyle } : {}),
      },
    };
  }
}
