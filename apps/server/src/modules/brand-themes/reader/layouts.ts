import type { PptxPackage } from '../../deck-import/reader/package.js';
import { placeholderOf, shapeTree } from '../../deck-import/reader/placeholders.js';
import { child, children, type XNode } from '../../deck-import/reader/xml.js';
import type { BrandLayoutKind } from '../spec.js';

/**
 * The master a brand theme is read from: the one the template's first slide is on (its cover,
 * the master the author designed), else the first the presentation lists (a .potx may have no
 * slides at all).
 */
export async function chooseMaster(
  pkg: PptxPackage,
  presentation: XNode,
): Promise<{ master: string | undefined; firstSlideLayout: string | undefined }> {
  const firstSlide = children(child(presentation, 'p:sldIdLst'), 'p:sldId')[0];
  const slidePart = await pkg.target('ppt/presentation.xml', firstSlide?.attrs['r:id']);
  const firstSlideLayout = slidePart ? await pkg.related(slidePart, 'slideLayout') : undefined;
  const fromSlide = firstSlideLayout
    ? await pkg.related(firstSlideLayout, 'slideMaster')
    : undefined;
  if (fromSlide) return { master: fromSlide, firstSlideLayout };
  for (const entry of children(child(presentation, 'p:sldMasterIdLst'), 'p:sldMasterId')) {
    const part = await pkg.target('ppt/presentation.xml', entry.attrs['r:id']);
    if (part) return { master: part, firstSlideLayout: undefined };
  }
  return { master: undefined, firstSlideLayout: undefined };
}

/** The master's layouts in its own order (p:sldLayoutIdLst). */
export async function layoutsOf(pkg: PptxPackage, master: string, root: XNode): Promise<string[]> {
  const parts: string[] = [];
  for (const entry of children(child(root, 'p:sldLayoutIdLst'), 'p:sldLayoutId')) {
    const part = await pkg.target(master, entry.attrs['r:id']);
    if (part && !parts.includes(part)) parts.push(part);
  }
  return parts;
}

/**
 * Layout names PowerPoint and WPS give the main layouts, in English and Chinese. LibreOffice
 * marks its title layout type="tx", so a name is trusted before a type.
 */
const NAMES: [RegExp, BrandLayoutKind][] = [
  [/^(title slide|标题幻灯片|標題投影片)$/i, 'title'],
  [/^(title and content|title, content|标题和内容|標題及內容)$/i, 'obj'],
  [/^(section header|节标题|章節標題)$/i, 'secHead'],
  [/^(title only|仅标题|只有標題)$/i, 'titleOnly'],
  [/^(blank|blank slide|空白)$/i, 'blank'],
];

const TYPES: Readonly<Record<string, BrandLayoutKind>> = {
  title: 'title',
  obj: 'obj',
  tx: 'obj',
  secHead: 'secHead',
  titleOnly: 'titleOnly',
  blank: 'blank',
};

/** The placeholder types of a layout, the footer ones left out. */
function placeholderTypes(root: XNode): string[] {
  return (shapeTree(root)?.children ?? [])
    .map((shape) => placeholderOf(shape)?.type)
    .filter((type): type is string => !!type && !['dt', 'ftr', 'sldNum', 'hdr'].includes(type));
}

/** A custom layout judged by what it holds: a cover, a content slide, a title bar, nothing. */
function kindByPlaceholders(root: XNode): BrandLayoutKind | undefined {
  const types = placeholderTypes(root);
  if (types.includes('ctrTitle') || types.includes('subTitle')) return 'title';
  const titled = types.includes('title');
  if (titled && types.some((type) => type === 'body' || type === 'obj')) return 'obj';
  if (titled) return 'titleOnly';
  return types.length === 0 ? 'blank' : undefined;
}

/** Which main layout a layout part is, if any. */
export function kindOf(root: XNode): BrandLayoutKind | undefined {
  const name = (child(root, 'p:cSld')?.attrs.name ?? '').trim();
  const named = NAMES.find(([pattern]) => pattern.test(name))?.[1];
  if (named) return named;
  const type = root.attrs.type;
  if (type && type !== 'cust') return TYPES[type];
  return kindByPlaceholders(root);
}

export const hasTitle = (root: XNode) =>
  placeholderTypes(root).some((type) => type === 'title' || type === 'ctrTitle');
