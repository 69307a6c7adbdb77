import type { DeckElement } from '../model.js';
import { objectFrame, type EmuFrame } from './sp-tree.js';
import { escapeXml } from './xml.js';

/** Consecutive elements of one group: elements first..last (inclusive) of the slide. */
export interface GroupRun {
  id: string;
  first: number;
  last: number;
}

/**
 * The runs of consecutive elements sharing a group id, in paint order. A group whose elements
 * are not consecutive (something else is painted between them) becomes one group per run,
 * since a PowerPoint group paints its children together; a run of one stays ungrouped.
 */
export function groupRuns(elements: readonly DeckElement[]): GroupRun[] {
  const runs: GroupRun[] = [];
  let index = 0;
  while (index < elements.length) {
    const id = elements[index]!.group;
    let last = index;
    while (id !== undefined && elements[last + 1]?.group === id) last++;
    if (id !== undefined && last > index) runs.push({ id, first: index, last });
    index = last + 1;
  }
  return runs;
}

function union(frames: readonly EmuFrame[]): EmuFrame {
  const left = Math.min(...frames.map((f) => f.x));
  const top = Math.min(...frames.map((f) => f.y));
  const right = Math.max(...frames.map((f) => f.x + f.w));
  const bottom = Math.max(...frames.map((f) => f.y + f.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/**
 * The objects as one `p:grpSp`. Its frame is the union of the children's frames and its child
 * frame the same box, so the children keep the page coordinates they were written at.
 * Undefined when a child has no frame to read.
 */
export function groupObjects(objects: readonly string[], name: string, id: number) {
  const frames = objects.map(objectFrame);
  if (frames.some((frame) => !frame)) return undefined;
  const { x, y, w, h } = union(frames as EmuFrame[]);
  const box = `<a:off x="${x}" y="${y}"/><a:ext cx="${w}" cy="${h}"/>`;
  const child = `<a:chOff x="${x}" y="${y}"/><a:chExt cx="${w}" cy="${h}"/>`;
  return (
    `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="${id}" name="${escapeXml(name)}"/><p:cNvGrpSpPr/>` +
    `<p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm>${box}${child}</a:xfrm></p:grpSpPr>` +
    `${objects.join('')}</p:grpSp>`
  );
}
