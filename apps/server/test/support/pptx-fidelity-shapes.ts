import {
  textUnits,
  type FrameFact,
  type FrameKind,
  type FrameSource,
} from './pptx-fidelity-facts.js';
import {
  attr,
  child,
  children,
  childrenOf,
  descendants,
  numberAttr,
  path,
  tagOf,
  textOf,
  type OpcPackage,
  type XmlElement,
} from './pptx-fidelity-xml.js';

/** The elements of one spTree (a slide's, a layout's or a master's) as frames on the page. */

const EMU_PER_POINT = 12700;
/** Box in EMU. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
/** Maps a group's child coordinates onto the page: page = t + s * child. */
interface Transform {
  sx: number;
  sy: number;
  tx: number;
  ty: number;
}
const IDENTITY: Transform = { sx: 1, sy: 1, tx: 0, ty: 0 };

export interface PartContext {
  pkg: OpcPackage;
  /** The part's relationships (charts are found through them). */
  rels: Map<string, { target: string; type: string }>;
  from: FrameSource;
  /** The frame a slide placeholder without its own takes from the layout or master. */
  inherited(placeholder: XmlElement): Box | undefined;
}

export function xfrmBox(xfrm: XmlElement | undefined): Box | undefined {
  const off = child(xfrm, 'a:off');
  const ext = child(xfrm, 'a:ext');
  if (!off || !ext) return undefined;
  return {
    x: numberAttr(off, 'x'),
    y: numberAttr(off, 'y'),
    w: numberAttr(ext, 'cx'),
    h: numberAttr(ext, 'cy'),
  };
}

/** A group's transform composed with its parent's: a child at c lands at off + (c - chOff) * ext / chExt. */
function groupTransform(parent: Transform, group: XmlElement): Transform {
  const xfrm = path(group, 'p:grpSpPr', 'a:xfrm');
  const own = xfrmBox(xfrm);
  if (!own) return parent;
  const chOff = child(xfrm, 'a:chOff');
  const chExt = child(xfrm, 'a:chExt');
  const chW = numberAttr(chExt, 'cx', own.w);
  const chH = numberAttr(chExt, 'cy', own.h);
  const sx = chW > 0 ? own.w / chW : 1;
  const sy = chH > 0 ? own.h / chH : 1;
  const tx = own.x - numberAttr(chOff, 'x', own.x) * sx;
  const ty = own.y - numberAttr(chOff, 'y', own.y) * sy;
  return {
    sx: parent.sx * sx,
    sy: parent.sy * sy,
    tx: parent.tx + parent.sx * tx,
    ty: parent.ty + parent.sy * ty,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

function frame(kind: FrameKind, box: Box, t: Transform, texts: string[], from: FrameSource) {
  return {
    kind,
    x: round((t.tx + t.sx * box.x) / EMU_PER_POINT),
    y: round((t.ty + t.sy * box.y) / EMU_PER_POINT),
    w: round((t.sx * box.w) / EMU_PER_POINT),
    h: round((t.sy * box.h) / EMU_PER_POINT),
    texts,
    from,
  };
}

/** The p:ph of a shape, picture or graphic frame, if it is a placeholder. */
export function placeholderOf(node: XmlElement): XmlElement | undefined {
  const nonVisual = childrenOf(node).find((item) => tagOf(item).startsWith('p:nv'));
  return path(nonVisual, 'p:nvPr', 'p:ph');
}

/** Slide numbers and dates are fields the application fills in; their cached text is not content. */
const generatedField = (type: string | undefined) =>
  type === 'slidenum' || (type ?? '').startsWith('datetime');

/** One text per paragraph: runs and kept fields in order, a line break as a space. */
export function paragraphTexts(body: XmlElement | undefined): string[] {
  return textUnits(
    children(body, 'a:p').map((paragraph) =>
      childrenOf(paragraph)
        .map((part) => {
          const tag = tagOf(part);
          if (tag === 'a:r') return textOf(child(part, 'a:t'));
          if (tag === 'a:br') return ' ';
          if (tag === 'a:fld' && !generatedField(attr(part, 'type')))
            return textOf(child(part, 'a:t'));
          return '';
        })
        .join(''),
    ),
  );
}

const FILLS = ['a:solidFill', 'a:gradFill', 'a:pattFill', 'a:blipFill', 'a:grpFill'];
const hasFill = (node: XmlElement | undefined) =>
  childrenOf(node).some((item) => FILLS.includes(tagOf(item)));
const styleRef = (shape: XmlElement, ref: string) => numberAttr(path(shape, 'p:style', ref), 'idx');

/** Whether a shape without text draws anything: its own fill or outline, or its style's. */
function drawsSomething(shape: XmlElement): boolean {
  const spPr = child(shape, 'p:spPr');
  const fill = hasFill(spPr) || (!child(spPr, 'a:noFill') && styleRef(shape, 'a:fillRef') > 0);
  const line = child(spPr, 'a:ln');
  const outline = line
    ? hasFill(line) || (!child(line, 'a:noFill') && styleRef(shape, 'a:lnRef') > 0)
    : styleRef(shape, 'a:lnRef') > 0;
  return fill || outline;
}

function shapeFrame(node: XmlElement, t: Transform, ctx: PartContext): FrameFact | undefined {
  const placeholder = placeholderOf(node);
  const texts = paragraphTexts(child(node, 'p:txBody'));
  // An empty placeholder shows nothing in a slide show; a filled one takes the layout's frame.
  if (placeholder && texts.length === 0) return undefined;
  const box =
    xfrmBox(path(node, 'p:spPr', 'a:xfrm')) ?? (placeholder && ctx.inherited(placeholder));
  if (!box) return undefined;
  if (child(child(node, 'p:spPr'), 'a:blipFill')) return frame('picture', box, t, texts, ctx.from);
  if (texts.length > 0) return frame('text', box, t, texts, ctx.from);
  return drawsSomething(node) ? frame('shape', box, t, [], ctx.from) : undefined;
}

function tableTexts(table: XmlElement): string[] {
  return children(table, 'a:tr').flatMap((row) =>
    children(row, 'a:tc')
      // Cells covered by a merge show nothing.
      .filter((cell) => attr(cell, 'hMerge') !== '1' && attr(cell, 'vMerge') !== '1')
      .flatMap((cell) => textUnits([paragraphTexts(child(cell, 'a:txBody')).join(' ')])),
  );
}

/** What a chart part caches as text: titles (chart and axes), series names, categories. */
function chartTexts(chartSpace: XmlElement | undefined): string[] {
  const chart = child(chartSpace, 'c:chart');
  const plotArea = child(chart, 'c:plotArea');
  const title = (owner: XmlElement | undefined) => {
    const tx = path(owner, 'c:title', 'c:tx');
    return [
      ...paragraphTexts(child(tx, 'c:rich')),
      ...descendants(child(tx, 'c:strRef'), 'c:v').map(textOf),
    ];
  };
  const parts = childrenOf(plotArea);
  const series = parts
    .filter((part) => tagOf(part).endsWith('Chart'))
    .flatMap((group) => children(group, 'c:ser'));
  const names = series.map((item) => descendants(child(item, 'c:tx'), 'c:v').map(textOf).join(' '));
  // Every series repeats the categories: the first series that has them stands for all.
  const withCategories = series.find((item) => child(item, 'c:cat'));
  const categories = descendants(child(withCategories, 'c:cat'), 'c:pt').map((point) =>
    textOf(child(point, 'c:v')),
  );
  const axisTitles = parts.filter((part) => tagOf(part).endsWith('Ax')).flatMap(title);
  return textUnits([...title(chart), ...axisTitles, ...names, ...categories]);
}

async function graphicFrame(
  node: XmlElement,
  t: Transform,
  ctx: PartContext,
): Promise<FrameFact | undefined> {
  const box = xfrmBox(child(node, 'p:xfrm'));
  if (!box) return undefined;
  const data = path(node, 'a:graphic', 'a:graphicData');
  const table = child(data, 'a:tbl');
  if (table) return frame('table', box, t, tableTexts(table), ctx.from);
  const chartRef = child(data, 'c:chart');
  if (chartRef) {
    const part = ctx.rels.get(attr(chartRef, 'r:id') ?? '')?.target;
    return frame('chart', box, t, part ? chartTexts(await ctx.pkg.xml(part)) : [], ctx.from);
  }
  return frame('other', box, t, [], ctx.from);
}

/** The frames of a tree's elements; layouts' and masters' placeholders are not shown on slides. */
export async function treeFrames(
  tree: XmlElement | undefined,
  ctx: PartContext,
  t = IDENTITY,
): Promise<FrameFact[]> {
  const frames: FrameFact[] = [];
  for (const node of childrenOf(tree)) {
    const tag = tagOf(node);
    if (tag === 'mc:AlternateContent') {
      // What a reader without the extension sees.
      frames.push(
        ...(await treeFrames(child(node, 'mc:Fallback') ?? child(node, 'mc:Choice'), ctx, t)),
      );
      continue;
    }
    if (tag === 'p:grpSp') {
      frames.push(...(await treeFrames(node, ctx, groupTransform(t, node))));
      continue;
    }
    if (ctx.from !== 'slide' && placeholderOf(node)) continue;
    let found: FrameFact | undefined;
    if (tag === 'p:sp') found = shapeFrame(node, t, ctx);
    else if (tag === 'p:cxnSp') {
      const box = xfrmBox(path(node, 'p:spPr', 'a:xfrm'));
      found = box && frame('shape', box, t, [], ctx.from);
    } else if (tag === 'p:pic') {
      const placeholder = placeholderOf(node);
      const box =
        xfrmBox(path(node, 'p:spPr', 'a:xfrm')) ?? (placeholder && ctx.inherited(placeholder));
      found = box && frame('picture', box, t, [], ctx.from);
    } else if (tag === 'p:graphicFrame') found = await graphicFrame(node, t, ctx);
    if (found) frames.push(found);
  }
  return frames;
}
