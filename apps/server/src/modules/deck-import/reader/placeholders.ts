import type { PlaceholderSources } from './context.js';
import { child, children, path, type XNode } from './xml.js';

export interface Placeholder {
  type: string;
  idx?: string;
}

const TITLE_TYPES = new Set(['title', 'ctrTitle']);
const CHROME = new Set(['dt', 'ftr', 'sldNum', 'hdr']);

/** A shape's placeholder (p:nvSpPr/p:nvPr/p:ph, also for pictures and frames), if it is one. */
export function placeholderOf(shape: XNode): Placeholder | undefined {
  const nv = shape.children.find((item) => item.name.startsWith('p:nv'));
  const ph = path(nv, 'p:nvPr', 'p:ph');
  if (!ph) return undefined;
  return {
    type: ph.attrs.type ?? 'body',
    ...(ph.attrs.idx !== undefined ? { idx: ph.attrs.idx } : {}),
  };
}

export const isTitle = (ph: Placeholder | undefined) => !!ph && TITLE_TYPES.has(ph.type);
export const isChrome = (ph: Placeholder | undefined) => !!ph && CHROME.has(ph.type);

/** Every shape of a tree, groups included, in paint order. */
function allShapes(tree: XNode | undefined): XNode[] {
  const out: XNode[] = [];
  for (const item of tree?.children ?? []) {
    if (item.name === 'p:grpSp') out.push(...allShapes(item));
    else out.push(item);
  }
  return out;
}

/**
 * The layout's or master's shape a placeholder inherits from: the same idx first, else the
 * same type (a title for a centred title, a body for a subtitle or an object).
 */
function match(tree: XNode | undefined, ph: Placeholder, byIdx: boolean): XNode | undefined {
  const shapes = allShapes(tree).filter((shape) => placeholderOf(shape));
  if (byIdx && ph.idx !== undefined) {
    const same = shapes.find((shape) => placeholderOf(shape)!.idx === ph.idx);
    if (same) return same;
  }
  const wanted = TITLE_TYPES.has(ph.type) ? ['title', 'ctrTitle'] : [ph.type];
  const typed = shapes.find((shape) => wanted.includes(placeholderOf(shape)!.type));
  if (typed) return typed;
  if (
    ph.type === 'subTitle' ||
    ph.type === 'obj' ||
    ph.type === 'body' ||
    ph.type === 'pic' ||
    ph.type === 'tbl' ||
    ph.type === 'chart'
  )
    return shapes.find((shape) => placeholderOf(shape)!.type === 'body');
  return undefined;
}

/** The master's then the layout's shape for a placeholder (lowest priority first). */
export function inheritedShapes(ph: Placeholder | undefined, sources: PlaceholderSources): XNode[] {
  if (!ph) return [];
  const fromLayout = match(sources.layout, ph, true);
  const layoutPh = fromLayout ? placeholderOf(fromLayout) : undefined;
  const fromMaster = match(sources.master, layoutPh ?? ph, false);
  return [fromMaster, fromLayout].filter((shape): shape is XNode => !!shape);
}

/** The master text style a placeholder (or a plain shape) starts from. */
export function masterTextStyle(ph: Placeholder | undefined, sources: PlaceholderSources): XNode[] {
  const base = sources.defaultStyle ? [sources.defaultStyle] : [];
  if (!ph) return [...base, ...(sources.otherStyle ? [sources.otherStyle] : [])];
  if (isTitle(ph)) return [...base, ...(sources.titleStyle ? [sources.titleStyle] : [])];
  if (CHROME.has(ph.type)) return [...base, ...(sources.otherStyle ? [sources.otherStyle] : [])];
  return [...base, ...(sources.bodyStyle ? [sources.bodyStyle] : [])];
}

/** The spTree of a slide, layout or master part. */
export const shapeTree = (root: XNode | undefined) => path(child(root, 'p:cSld'), 'p:spTree');

/** The list styles and body properties inherited by a placeholder shape's text. */
export function inheritedText(shapes: readonly XNode[]): { styles: XNode[]; bodies: XNode[] } {
  const styles: XNode[] = [];
  const bodies: XNode[] = [];
  for (const shape of shapes) {
    const body = child(shape, 'p:txBody');
    const list = child(body, 'a:lstStyle');
    if (list) styles.push(list);
    const bodyPr = child(body, 'a:bodyPr');
    if (bodyPr) bodies.push(bodyPr);
  }
  return { styles, bodies };
}

export const treeChildren = children;
