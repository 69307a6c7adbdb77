import { IDENTITY } from '../../deck-import/reader/context.js';
import { placeholderOf, shapeTree } from '../../deck-import/reader/placeholders.js';
import { frameOf } from '../../deck-import/reader/props.js';
import { path, type XNode } from '../../deck-import/reader/xml.js';
import type { BrandFrame } from '../spec.js';

const TITLE = ['title', 'ctrTitle'];
/** What a layout's text area is: a body, an object (content) or a cover's subtitle. */
const BODY = ['body', 'obj', 'subTitle'];

/**
 * A part's placeholder of one of `types`, first in paint order. PowerPoint never groups a
 * placeholder, so the top level of the tree is where they are.
 */
function placeholder(root: XNode | undefined, types: readonly string[]): XNode | undefined {
  return (shapeTree(root)?.children ?? []).find((shape) => {
    const type = placeholderOf(shape)?.type;
    return type !== undefined && types.includes(type);
  });
}

/** A placeholder's own frame in points (an upright box: placeholders are laid out unrotated). */
function ownFrame(shape: XNode | undefined): BrandFrame | undefined {
  const frame = frameOf(path(shape, 'p:spPr', 'a:xfrm'), IDENTITY);
  if (!frame || frame.w <= 0 || frame.h <= 0) return undefined;
  return { x: frame.x, y: frame.y, w: frame.w, h: frame.h };
}

export interface PlaceholderFrames {
  title?: BrandFrame;
  body?: BrandFrame;
}

/** The master's title and body frames. */
export function masterFrames(master: XNode): PlaceholderFrames {
  const title = ownFrame(placeholder(master, TITLE));
  const body = ownFrame(placeholder(master, ['body', 'obj']));
  return { ...(title ? { title } : {}), ...(body ? { body } : {}) };
}

/**
 * A layout's title and body frames: its placeholder's own frame, else the master's (a
 * placeholder without an xfrm sits where the master's does).
 */
export function layoutFrames(layout: XNode, master: PlaceholderFrames): PlaceholderFrames {
  const titleShape = placeholder(layout, TITLE);
  const bodyShape = placeholder(layout, BODY);
  const title = titleShape ? (ownFrame(titleShape) ?? master.title) : undefined;
  const body = bodyShape ? (ownFrame(bodyShape) ?? master.body) : undefined;
  return { ...(title ? { title } : {}), ...(body ? { body } : {}) };
}
