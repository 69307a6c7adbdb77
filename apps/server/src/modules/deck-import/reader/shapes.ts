import type {
  DeckElement,
  ImageCrop,
  ImageElement,
  ShapeElement,
  TextElement,
} from '@slidecraft/deck';
import { readChartFrame } from './chart.js';
import type { PartContext, Transform } from './context.js';
import { readGeometry } from './geometry.js';
import {
  inheritedShapes,
  inheritedText,
  isChrome,
  isTitle,
  masterTextStyle,
  placeholderOf,
} from './placeholders.js';
import {
  fillChild,
  frameOf,
  groupTransform,
  readFill,
  readLine,
  styleRef,
  type Fill,
  type Frame,
} from './props.js';
import { readTable } from './table.js';
import { readTextBody } from './text.js';
import { child, intAttr, path, type XNode } from './xml.js';

const MIN_SIDE = 0.01;

/** Fraction of a picture hidden on each side (a:srcRect in 1/1000 %), or none. */
export function cropOf(srcRect: XNode | undefined): ImageCrop | undefined {
  if (!srcRect) return undefined;
  const side = (name: string) =>
    Math.min(0.99, Math.max(0, (intAttr(srcRect, name) ?? 0) / 100000));
  const crop = { left: side('l'), top: side('t'), right: side('r'), bottom: side('b') };
  if (crop.left + crop.right >= 1 || crop.top + crop.bottom >= 1) return undefined;
  return crop.left || crop.top || crop.right || crop.bottom ? crop : undefined;
}

/** A picture element from a blip (a:blip r:embed), or null when it points at nothing readable. */
export async function pictureElement(
  context: PartContext,
  blip: XNode,
  srcRect: XNode | undefined,
  frame: Frame,
  transform: Transform,
  kind: string,
): Promise<ImageElement | null> {
  const target = await context.pkg.target(context.part, blip.attrs['r:embed']);
  if (!target) {
    context.notes.push({
      slide: context.slide,
      kind,
      outcome: 'dropped',
      reason: 'picture not inside the file',
    });
    return null;
  }
  const src = await context.pictures.add(target);
  const crop = cropOf(srcRect);
  return {
    type: 'image',
    id: context.nextId(),
    ...frame,
    src,
    ...(crop ? { crop } : {}),
    ...(transform.group ? { group: transform.group } : {}),
  };
}

/** The frame of a shape: its own xfrm, else its placeholder's in the layout, else the master's. */
function shapeFrame(
  shape: XNode,
  inherited: readonly XNode[],
  transform: Transform,
  propsName = 'p:spPr',
): Frame | undefined {
  const own = frameOf(path(shape, propsName, 'a:xfrm'), transform);
  if (own) return own;
  for (const source of [...inherited].reverse()) {
    const frame = frameOf(path(source, 'p:spPr', 'a:xfrm'), transform);
    if (frame) return frame;
  }
  return undefined;
}

function shapeFill(
  shape: XNode,
  inherited: readonly XNode[],
  context: PartContext,
): Fill | undefined {
  for (const source of [shape, ...[...inherited].reverse()]) {
    const fill = readFill(fillChild(child(source, 'p:spPr')), context.colors);
    if (fill) return fill;
  }
  const ref = styleRef(path(shape, 'p:style', 'a:fillRef'), context.colors);
  if (!ref || ref.idx === 0) return undefined;
  return ref.color ? { kind: 'solid', color: ref.color } : undefined;
}

const withGroup = (transform: Transform) => (transform.group ? { group: transform.group } : {});

async function readShape(shape: XNode, context: PartContext, transform: Transform): Promise<void> {
  const ph = placeholderOf(shape);
  const inherited = inheritedShapes(ph, context.placeholders);
  const frame = shapeFrame(shape, inherited, transform);
  if (!frame) return;
  const spPr = child(shape, 'p:spPr');
  const fontRef = path(shape, 'p:style', 'a:fontRef');
  const fontColor = fontRef ? styleRef(fontRef, context.colors)?.color : undefined;
  const { styles, bodies } = inheritedText(inherited);
  const text = readTextBody(
    child(shape, 'p:txBody'),
    {
      styles: [...masterTextStyle(ph, context.placeholders), ...styles],
      bodies,
      ...(fontColor ? { fontColor } : {}),
      role: isTitle(ph) ? 'heading' : 'body',
    },
    context,
  );
  // An empty placeholder is a prompt in the editor, nothing in the show (unless a picture fills it).
  if (ph && !text && readFill(fillChild(spPr), context.colors)?.kind !== 'picture') return;
  const fill = shapeFill(shape, inherited, context);
  const line = readLine(
    [...inherited.map((source) => path(source, 'p:spPr', 'a:ln')), child(spPr, 'a:ln')],
    styleRef(path(shape, 'p:style', 'a:lnRef'), context.colors),
    context.colors,
    context.theme,
  );
  if (fill?.kind === 'picture' && !text) {
    const picture = await pictureElement(
      context,
      fill.blip,
      fill.srcRect,
      frame,
      transform,
      'picture-filled shape',
    );
    if (picture) context.elements.push(picture);
    return;
  }
  const geometry = readGeometry(spPr, frame);
  if (geometry.approximated)
    context.notes.push({
      slide: context.slide,
      kind: `shape ${geometry.approximated}`,
      outcome: 'approximated',
      reason: `drawn as ${geometry.geometry}`,
    });
  const solid =
    fill?.kind === 'solid'
      ? {
          color: fill.color.hex,
          ...(fill.color.transparency ? { transparency: fill.color.transparency } : {}),
        }
      : undefined;
  if (text && geometry.geometry === 'rect' && !frame.flipH && !frame.flipV) {
    const { flipH: _h, flipV: _v, ...box } = frame;
    const element: TextElement = {
      type: 'text',
      id: context.nextId(),
      ...box,
      ...text,
      ...withGroup(transform),
    };
    if (solid) element.fill = solid;
    if (line) element.line = line;
    context.elements.push(element);
    return;
  }
  if (!text && !solid && !line) return;
  if (frame.w < MIN_SIDE && frame.h < MIN_SIDE) return;
  const element: ShapeElement = {
    type: 'shape',
    id: context.nextId(),
    ...frame,
    geometry: geometry.geometry,
    ...(geometry.radius !== undefined ? { radius: geometry.radius } : {}),
    ...(geometry.path ? { path: geometry.path } : {}),
    ...(solid ? { fill: solid } : {}),
    ...(line ? { line } : {}),
    ...(text ? { text } : {}),
    ...withGroup(transform),
  };
  context.elements.push(element);
}

async function readPicture(pic: XNode, context: PartContext, transform: Transform): Promise<void> {
  const ph = placeholderOf(pic);
  const inherited = inheritedShapes(ph, context.placeholders);
  const frame = shapeFrame(pic, inherited, transform);
  const blipFill = child(pic, 'p:blipFill');
  const blip = child(blipFill, 'a:blip');
  if (!frame || !blip) return;
  const picture = await pictureElement(
    context,
    blip,
    child(blipFill, 'a:srcRect'),
    frame,
    transform,
    'picture',
  );
  if (picture) context.elements.push(picture);
}

async function readConnector(
  shape: XNode,
  context: PartContext,
  transform: Transform,
): Promise<void> {
  const frame = frameOf(path(shape, 'p:spPr', 'a:xfrm'), transform);
  if (!frame) return;
  const line = readLine(
    [path(shape, 'p:spPr', 'a:ln')],
    styleRef(path(shape, 'p:style', 'a:lnRef'), context.colors),
    context.colors,
    context.theme,
  );
  if (!line) return;
  const geometry = readGeometry(child(shape, 'p:spPr'), frame);
  context.elements.push({
    type: 'shape',
    id: context.nextId(),
    ...frame,
    geometry: geometry.geometry === 'line' ? 'line' : geometry.geometry,
    ...(geometry.path ? { path: geometry.path } : {}),
    line,
    ...withGroup(transform),
  } satisfies DeckElement);
}

/** A descendant of `node` named `name` (depth first), for fallbacks hidden in OLE objects. */
function find(node: XNode, name: string): XNode | undefined {
  for (const item of node.children) {
    if (item.name === name) return item;
    const deeper = find(item, name);
    if (deeper) return deeper;
  }
  return undefined;
}

async function readGraphicFrame(
  frameNode: XNode,
  context: PartContext,
  transform: Transform,
): Promise<void> {
  const frame = frameOf(child(frameNode, 'p:xfrm'), transform);
  const data = path(frameNode, 'a:graphic', 'a:graphicData');
  if (!frame || !data) return;
  const uri = data.attrs.uri ?? '';
  const table = child(data, 'a:tbl');
  if (table) {
    const element = readTable(table, frame, context);
    if (element) context.elements.push({ ...element, ...withGroup(transform) });
    return;
  }
  const chartRef = child(data, 'c:chart');
  if (chartRef) {
    await readChartFrame(chartRef, frame, context, transform);
    return;
  }
  if (uri.endsWith('/diagram')) {
    const drawing = await context.pkg.related(context.part, 'diagramDrawing');
    if (drawing) {
      const root = await context.pkg.xml(drawing);
      const tree = renamed(path(root, 'dsp:spTree'));
      if (tree) {
        const inner = { ...context, part: drawing };
        // The drawing's shapes are placed from the frame's corner.
        const within = {
          ...transform,
          dx: frame.x,
          dy: frame.y,
          rotate: 0,
          group: transform.group ?? context.nextId(),
        };
        await readTree(tree, inner, within);
        return;
      }
    }
  }
  // An OLE object, an equation or anything else: the picture it carries of itself.
  const pic = find(data, 'p:pic');
  const blip = pic ? path(pic, 'p:blipFill', 'a:blip') : find(data, 'a:blip');
  if (blip) {
    const picture = await pictureElement(
      context,
      blip,
      undefined,
      frame,
      transform,
      'embedded object',
    );
    if (picture) {
      context.elements.push(picture);
      context.notes.push({
        slide: context.slide,
        kind: uri.split('/').pop() || 'object',
        outcome: 'picture',
        reason: 'kept as its own preview picture',
      });
    }
    return;
  }
  context.notes.push({
    slide: context.slide,
    kind: uri.split('/').pop() || 'object',
    outcome: 'dropped',
    reason: 'no preview picture in the file',
  });
}

/** A SmartArt drawing's shapes under the slide's names (dsp:sp → p:sp, ...). */
function renamed(node: XNode | undefined): XNode | undefined {
  if (!node) return undefined;
  return {
    ...node,
    name: node.name.replace(/^dsp:/, 'p:'),
    children: node.children.map((item) => renamed(item)!),
  };
}

/** Reads a shape tree (a slide's, a group's, a layout's or master's) into the context, in paint order. */
export async function readTree(
  tree: XNode,
  context: PartContext,
  transform: Transform,
  options: { skipPlaceholders?: boolean } = {},
): Promise<void> {
  for (const item of tree.children) {
    if (options.skipPlaceholders && placeholderOf(item)) continue;
    if (isChrome(placeholderOf(item))) continue;
    switch (item.name) {
      case 'p:sp':
        await readShape(item, context, transform);
        break;
      case 'p:pic':
        await readPicture(item, context, transform);
        break;
      case 'p:cxnSp':
        await readConnector(item, context, transform);
        break;
      case 'p:graphicFrame':
        await readGraphicFrame(item, context, transform);
        break;
      case 'p:grpSp':
        await readTree(
          item,
          context,
          groupTransform(path(item, 'p:grpSpPr', 'a:xfrm'), transform, context.nextId()),
          options,
        );
        break;
      case 'mc:AlternateContent': {
        const choice = child(item, 'mc:Fallback') ?? child(item, 'mc:Choice');
        if (choice) await readTree(choice, context, transform, options);
        break;
      }
      case 'p:contentPart':
        context.notes.push({
          slide: context.slide,
          kind: 'ink',
          outcome: 'dropped',
          reason: 'ink is not kept',
        });
        break;
      default:
        break;
    }
  }
}
