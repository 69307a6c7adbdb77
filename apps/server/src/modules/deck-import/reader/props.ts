import type { ShapeElement } from '@slidecraft/deck';
import { colorOf, type ColorContext, type Rgba } from './color.js';
import type { Transform } from './context.js';
import { EMU_PER_POINT, type ThemeInfo } from './theme.js';
import { child, intAttr, path, type XNode } from './xml.js';

export interface Frame {
  x: number;
  y: number;
  w: number;
  h: number;
  rotate?: number;
  flipH?: boolean;
  flipV?: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** An a:xfrm (or p:xfrm) in EMU as a frame in page points, through the group transform. */
export function frameOf(xfrm: XNode | undefined, transform: Transform): Frame | undefined {
  const off = child(xfrm, 'a:off');
  const ext = child(xfrm, 'a:ext');
  if (!off || !ext) return undefined;
  const x = (intAttr(off, 'x') ?? 0) / EMU_PER_POINT;
  const y = (intAttr(off, 'y') ?? 0) / EMU_PER_POINT;
  const w = Math.max(0, (intAttr(ext, 'cx') ?? 0) / EMU_PER_POINT);
  const h = Math.max(0, (intAttr(ext, 'cy') ?? 0) / EMU_PER_POINT);
  const frame: Frame = {
    x: round2(transform.dx + x * transform.sx),
    y: round2(transform.dy + y * transform.sy),
    w: round2(w * transform.sx),
    h: round2(h * transform.sy),
  };
  const rotate = ((intAttr(xfrm, 'rot') ?? 0) / 60000 + transform.rotate) % 360;
  if (rotate) frame.rotate = round2(rotate > 180 ? rotate - 360 : rotate);
  if (xfrm?.attrs.flipH === '1') frame.flipH = true;
  if (xfrm?.attrs.flipV === '1') frame.flipV = true;
  return frame;
}

/** The transform of a group's children (p:grpSpPr/a:xfrm with chOff and chExt). */
export function groupTransform(
  xfrm: XNode | undefined,
  outer: Transform,
  group: string,
): Transform {
  const frame = frameOf(xfrm, outer);
  const chOff = child(xfrm, 'a:chOff');
  const chExt = child(xfrm, 'a:chExt');
  if (!frame || !chOff || !chExt) return { ...outer, group: outer.group ?? group };
  const cx = (intAttr(chExt, 'cx') ?? 0) / EMU_PER_POINT;
  const cy = (intAttr(chExt, 'cy') ?? 0) / EMU_PER_POINT;
  const sx = cx > 0 ? frame.w / cx : outer.sx;
  const sy = cy > 0 ? frame.h / cy : outer.sy;
  return {
    sx,
    sy,
    dx: frame.x - ((intAttr(chOff, 'x') ?? 0) / EMU_PER_POINT) * sx,
    dy: frame.y - ((intAttr(chOff, 'y') ?? 0) / EMU_PER_POINT) * sy,
    rotate: frame.rotate ?? 0,
    group: outer.group ?? group,
  };
}

export type Fill =
  | { kind: 'none' }
  | { kind: 'solid'; color: Rgba }
  | { kind: 'picture'; blip: XNode; srcRect?: XNode };

const FILL_NAMES = [
  'a:noFill',
  'a:solidFill',
  'a:gradFill',
  'a:blipFill',
  'a:pattFill',
  'a:grpFill',
];

/** The middle stop of a gradient stands for it (the model fills with one colour). */
function gradientColor(node: XNode, colors: ColorContext): Rgba | undefined {
  const stops = child(node, 'a:gsLst')?.children ?? [];
  const middle = stops[Math.floor((stops.length - 1) / 2)];
  return colorOf(middle, colors);
}

/** A fill element (noFill, solidFill, gradFill, blipFill, pattFill) read as the model's fill. */
export function readFill(node: XNode | undefined, colors: ColorContext): Fill | undefined {
  if (!node) return undefined;
  switch (node.name) {
    case 'a:noFill':
      return { kind: 'none' };
    case 'a:solidFill': {
      const color = colorOf(node, colors);
      return color ? { kind: 'solid', color } : undefined;
    }
    case 'a:gradFill': {
      const color = gradientColor(node, colors);
      return color ? { kind: 'solid', color } : undefined;
    }
    case 'a:pattFill': {
      const color = colorOf(child(node, 'a:fgClr'), colors);
      return color ? { kind: 'solid', color } : undefined;
    }
    case 'a:blipFill': {
      const blip = child(node, 'a:blip');
      if (!blip) return undefined;
      const srcRect = child(node, 'a:srcRect');
      return { kind: 'picture', blip, ...(srcRect ? { srcRect } : {}) };
    }
    default:
      return undefined;
  }
}

/** The fill child of a properties node (spPr, bgPr, tcPr). */
export function fillChild(props: XNode | undefined): XNode | undefined {
  return props?.children.find((item) => FILL_NAMES.includes(item.name));
}

/** A theme style reference (p:style's fillRef, lnRef) with its colour as phClr. */
export function styleRef(
  ref: XNode | undefined,
  colors: ColorContext,
): { idx: number; color?: Rgba } | undefined {
  if (!ref) return undefined;
  const color = colorOf(ref, colors);
  return { idx: intAttr(ref, 'idx') ?? 0, ...(color ? { color } : {}) };
}

/** A fill from a theme style list entry (fillRef idx 1..3, bgRef idx 1001..1003). */
export function themeStyleFill(
  list: readonly XNode[],
  index: number,
  colors: ColorContext,
  color?: Rgba,
): Fill | undefined {
  const style = list[index];
  if (!style) return color ? { kind: 'solid', color } : undefined;
  return readFill(style, { ...colors, ...(color ? { placeholder: color } : {}) });
}

const DASHES: Record<string, NonNullable<ShapeElement['line']>['dash']> = {
  dash: 'dash',
  lgDash: 'dash',
  sysDash: 'dash',
  dashDot: 'dash',
  lgDashDot: 'dash',
  lgDashDotDot: 'dash',
  sysDashDot: 'dash',
  sysDashDotDot: 'dash',
  dot: 'dot',
  sysDot: 'dot',
};

/**
 * The outline of a shape: its own a:ln, else the placeholder's, else the style's lnRef.
 * Undefined when it has none.
 */
export function readLine(
  lines: readonly (XNode | undefined)[],
  ref: { idx: number; color?: Rgba } | undefined,
  colors: ColorContext,
  theme: ThemeInfo,
): ShapeElement['line'] {
  const own = [...lines].reverse().find((ln) => ln && fillChild(ln));
  const widthNode = [...lines].reverse().find((ln) => ln?.attrs.w !== undefined);
  let color: Rgba | undefined;
  let width = widthNode ? Number(widthNode.attrs.w) / EMU_PER_POINT : undefined;
  if (own) {
    const fill = readFill(fillChild(own), colors);
    if (!fill || fill.kind !== 'solid') return undefined;
    color = fill.color;
  } else if (ref && ref.idx > 0) {
    const style = theme.lineStyles[ref.idx - 1];
    const styled = style
      ? readFill(fillChild(style), { ...colors, ...(ref.color ? { placeholder: ref.color } : {}) })
      : undefined;
    color = styled?.kind === 'solid' ? styled.color : ref.color;
    width ??= theme.lineWidths[ref.idx - 1];
  }
  if (!color) return undefined;
  const last = [...lines].reverse().find((ln) => ln) ?? own;
  const dash = DASHES[path(last, 'a:prstDash')?.attrs.val ?? ''];
  const arrow = (name: string) => {
    const type = lines
      .map((ln) => child(ln, name)?.attrs.type)
      .filter(Boolean)
      .pop();
    return type !== undefined && type !== 'none';
  };
  return {
    color: color.hex,
    width: Math.min(100, Math.max(0.25, round2(width ?? 0.75))),
    ...(dash ? { dash } : {}),
    ...(arrow('a:headEnd') ? { headArrow: true } : {}),
    ...(arrow('a:tailEnd') ? { tailArrow: true } : {}),
  };
}
