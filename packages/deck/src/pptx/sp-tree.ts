/**
 * The shape tree of a slide pptxgenjs wrote, cut into its top-level objects. pptxgenjs writes
 * each slide object as one `p:sp`, `p:pic` or `p:graphicFrame`, in the order they were added,
 * never nested, so each object ends at the first closing tag of its kind.
 */
export interface ShapeTree {
  /** Everything up to the first object (the tree's own properties included). */
  head: string;
  objects: string[];
  /** The closing `</p:spTree>` and everything after it. */
  tail: string;
}

const OBJECT_START = /<p:(sp|pic|graphicFrame)>/g;
const TREE_END = '</p:spTree>';

export function splitShapeTree(xml: string): ShapeTree | undefined {
  const end = xml.indexOf(TREE_END);
  const start = xml.indexOf('<p:spTree>');
  if (start < 0 || end < start) return undefined;
  OBJECT_START.lastIndex = start;
  const objects: string[] = [];
  let head: string | undefined;
  let at = start;
  for (let match = OBJECT_START.exec(xml); match && match.index < end;) {
    if (head === undefined) head = xml.slice(0, match.index);
    // Only whitespace may stand between two objects; anything else is not pptxgenjs's tree.
    if (xml.slice(at, match.index).trim() && objects.length > 0) return undefined;
    const close = `</p:${match[1]}>`;
    const closeAt = xml.indexOf(close, match.index);
    if (closeAt < 0 || closeAt > end) return undefined;
    at = closeAt + close.length;
    objects.push(xml.slice(match.index, at));
    OBJECT_START.lastIndex = at;
    match = OBJECT_START.exec(xml);
  }
  if (head === undefined) return { head: xml.slice(0, end), objects, tail: xml.slice(end) };
  if (xml.slice(at, end).trim()) return undefined;
  return { head, objects, tail: xml.slice(end) };
}

export function joinShapeTree(tree: ShapeTree): string {
  return tree.head + tree.objects.join('') + tree.tail;
}

/** The `name` of an object's non-visual properties (what pptxgenjs sets from objectName). */
export function objectName(object: string): string | undefined {
  return /<p:cNvPr id="\d+" name="([^"]*)"/.exec(object)?.[1];
}

export interface EmuFrame {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** An object's frame: the first offset and extent in it (its `a:xfrm` or `p:xfrm`). */
export function objectFrame(object: string): EmuFrame | undefined {
  const off = /<a:off x="(-?\d+)" y="(-?\d+)"\s*\/>/.exec(object);
  const ext = /<a:ext cx="(\d+)" cy="(\d+)"\s*\/>/.exec(object);
  if (!off || !ext) return undefined;
  return { x: Number(off[1]), y: Number(off[2]), w: Number(ext[1]), h: Number(ext[2]) };
}

/** The largest shape id on the slide, so new ones (groups) do not repeat one. */
export function largestShapeId(xml: string): number {
  let largest = 1;
  for (const match of xml.matchAll(/<p:cNvPr id="(\d+)"/g)) largest = Math.max(largest, +match[1]!);
  return largest;
}
