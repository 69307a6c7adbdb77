import * as z from 'zod/mini';
import { DEFAULT_COLOR_MAP, colorOf, type ColorContext } from '../../deck-import/reader/color.js';
import { PictureStore, type ImportedPicture } from '../../deck-import/reader/context.js';
import type { PptxPackage } from '../../deck-import/reader/package.js';
import { EMU_PER_POINT, readTheme, type ThemeInfo } from '../../deck-import/reader/theme.js';
import { child, intAttr, path, type XNode } from '../../deck-import/reader/xml.js';
import { ExtractionBudget, refuse } from '../../import/limits.js';
import {
  BRAND_SPEC_VERSION,
  readSpecSchema,
  type BrandLayout,
  type BrandLayoutKind,
  type ReadBrandSpec,
} from '../spec.js';
import { ownBackground, paperOf, type BackgroundContext } from './backgrounds.js';
import { layoutFrames, masterFrames, type PlaceholderFrames } from './frames.js';
import { chooseMaster, hasTitle, kindOf, layoutsOf } from './layouts.js';
import { asTemplateRefusal, openTemplate } from './open-template.js';
import { logosOf, ownElements } from './part-elements.js';

/** A template read: its spec, the pictures it shows (not yet stored), its package as it came. */
export interface BrandTemplate {
  spec: ReadBrandSpec;
  pictures: ImportedPicture[];
  bytes: Buffer;
}

/** PowerPoint's 16:9 widescreen, when a file states no size. */
const DEFAULT_PAGE = { width: 960, height: 540 };
const PALETTE_NAMES = [
  'dk1',
  'lt1',
  'dk2',
  'lt2',
  'accent1',
  'accent2',
  'accent3',
  'accent4',
  'accent5',
  'accent6',
  'hlink',
] as const;

const points = (emu: number | undefined) => Math.round(((emu ?? 0) / EMU_PER_POINT) * 100) / 100;

function pageOf(presentation: XNode): ReadBrandSpec['page'] {
  const size = child(presentation, 'p:sldSz');
  return {
    width: points(intAttr(size, 'cx')) || DEFAULT_PAGE.width,
    height: points(intAttr(size, 'cy')) || DEFAULT_PAGE.height,
  };
}

function colorMapOf(master: XNode): Record<string, string> {
  const map: Record<string, string> = { ...DEFAULT_COLOR_MAP };
  for (const [key, value] of Object.entries(child(master, 'p:clrMap')?.attrs ?? {}))
    if (key in DEFAULT_COLOR_MAP) map[key] = value;
  return map;
}

function paletteOf(theme: ThemeInfo): ReadBrandSpec['palette'] {
  const entries = PALETTE_NAMES.map((name) => [name, theme.scheme[name]!.toUpperCase()]);
  return Object.fromEntries(entries) as ReadBrandSpec['palette'];
}

/** The master title style's colour (p:txStyles/p:titleStyle, level 1). */
function titleColorOf(master: XNode, colors: ColorContext): string | undefined {
  const props = path(master, 'p:txStyles', 'p:titleStyle', 'a:lvl1pPr', 'a:defRPr');
  return colorOf(child(props, 'a:solidFill'), colors)?.hex;
}

/** The layout's spec: frames, own background and own shapes. */
async function readLayout(
  part: string,
  root: XNode,
  kind: BrandLayoutKind,
  master: PlaceholderFrames,
  context: BackgroundContext,
): Promise<BrandLayout> {
  const background = await ownBackground(root, part, context);
  return {
    part,
    name: child(root, 'p:cSld')?.attrs.name ?? '',
    showMaster: root.attrs.showMasterSp !== '0',
    ...(background ? { background } : {}),
    ...layoutFrames(root, master),
    elements: await ownElements(root, part, kind, context),
  };
}

/**
 * The main layouts of the master, each kind read once (the first layout of a kind wins). A
 * template with no title layout uses its first slide's layout as the cover when it is on this
 * master and has a title (pptxgenjs writes its masters as layouts of no type).
 */
async function readLayouts(
  pkg: PptxPackage,
  masterPart: string,
  masterRoot: XNode,
  firstSlideLayout: string | undefined,
  frames: PlaceholderFrames,
  context: BackgroundContext,
): Promise<ReadBrandSpec['layouts']> {
  const budget = new ExtractionBudget();
  const layouts: ReadBrandSpec['layouts'] = {};
  const parts = await layoutsOf(pkg, masterPart, masterRoot);
  for (const part of parts) {
    budget.tick();
    const root = await pkg.xml(part);
    const kind = kindOf(root);
    if (kind && !layouts[kind]) layouts[kind] = await readLayout(part, root, kind, frames, context);
  }
  if (!layouts.title && firstSlideLayout && parts.includes(firstSlideLayout)) {
    const root = await pkg.xml(firstSlideLayout);
    if (hasTitle(root))
      layouts.title = await readLayout(firstSlideLayout, root, 'title', frames, context);
  }
  return layouts;
}

/** A theme needs somewhere to put a title and a body: on the master or on a main layout. */
function assertUsable(frames: PlaceholderFrames, layouts: ReadBrandSpec['layouts']): void {
  const all = [frames, ...Object.values(layouts)];
  if (!all.some((item) => item?.title) || !all.some((item) => item?.body)) throw refuse('noMaster');
}

async function readSpec(pkg: PptxPackage, pictures: PictureStore): Promise<ReadBrandSpec> {
  const presentation = await pkg.xml('ppt/presentation.xml');
  const page = pageOf(presentation);
  const { master: masterPart, firstSlideLayout } = await chooseMaster(pkg, presentation);
  if (!masterPart || !pkg.has(masterPart)) throw refuse('noMaster');
  const masterRoot = await pkg.xml(masterPart);
  const themePart = await pkg.related(masterPart, 'theme');
  const theme = await readTheme(pkg, themePart);
  const colorMap = colorMapOf(masterRoot);
  const colors: ColorContext = { scheme: theme.scheme, map: colorMap };
  const context: BackgroundContext = { pkg, colors, theme, themePart, pictures };
  const frames = masterFrames(masterRoot);
  const layouts = await readLayouts(pkg, masterPart, masterRoot, firstSlideLayout, frames, context);
  assertUsable(frames, layouts);
  const elements = await ownElements(masterRoot, masterPart, 'master', context);
  const background = (await ownBackground(masterRoot, masterPart, context)) ?? {
    color: paperOf(colors),
  };
  const titleColor = titleColorOf(masterRoot, colors);
  const logos = [...logosOf(elements, page), ...logosOf(layouts.title?.elements ?? [], page)];
  return {
    version: BRAND_SPEC_VERSION,
    page,
    palette: paletteOf(theme),
    fonts: {
      major: { latin: theme.fonts.majorLatin, eastAsian: theme.fonts.majorEastAsian },
      minor: { latin: theme.fonts.minorLatin, eastAsian: theme.fonts.minorEastAsian },
    },
    master: {
      part: masterPart,
      ...(themePart ? { themePart } : {}),
      colorMap,
      background,
      ...(titleColor ? { titleColor } : {}),
      ...frames,
      elements,
    },
    layouts,
    logos: logos.map(({ x, y, w, h, src }) => ({ x, y, w, h, src })),
  };
}

/**
 * Reads a company template (.pptx or .potx) into a brand theme: the colour scheme and fonts of
 * its master's theme, the master's background, own shapes and pictures, the title and body
 * frames of the master and of its main layouts (title, content, section header, title only,
 * blank), in points on its page. 5403 'notPptx' for a file that is not a readable PPTX, 5403
 * 'noMaster' for one without a master or without a title and a body frame.
 */
export function readBrandTemplate(bytes: Buffer): Promise<BrandTemplate> {
  return asTemplateRefusal(async () => {
    const pkg = await openTemplate(bytes);
    const pictures = new PictureStore(pkg);
    // What later steps read back is checked once here: a spec the model refuses is unreadable.
    const spec = z.parse(readSpecSchema, await readSpec(pkg, pictures));
    return { spec, pictures: pictures.all(), bytes };
  });
}
