import {
  canNest,
  childrenIndex,
  documentOrder,
  joinSubTitle,
  normalizeNote,
  outlineLine,
  outlineLineMax,
  type Outline,
  type OutlineItem,
  type OutlineKind,
} from '@slidecraft/contract';

/**
 * The outline editor's operations: pure functions from an outline to the next one. Every
 * result stays well-formed (contract `isWellFormed`), so its text round-trips exactly: levels
 * nest as the text format allows, points come before headings among siblings, the deck title
 * and the last chapter cannot go. An operation that is not allowed returns null.
 */

/** The heading level below each heading (sub-sections have only points below them). */
export const CHILD_HEADING: Partial<Record<OutlineKind, OutlineKind>> = {
  title: 'chapter',
  chapter: 'section',
  section: 'subsection',
};

let seq = 0;
/** A fresh id no parsed item has (parsed ids are n1, n2...). */
export function newItemId(): string {
  seq += 1;
  return `e${seq}-${Math.random().toString(36).slice(2, 8)}`;
}

export function findItem(outline: Outline, id: string): OutlineItem | undefined {
  return outline.items.find((item) => item.id === id);
}

export function titleOf(outline: Outline): OutlineItem {
  return outline.items.find((item) => item.parentId === null)!;
}

export function childrenOf(outline: Outline, id: string | null): OutlineItem[] {
  return childrenIndex(outline.items).get(id) ?? [];
}

const pointCount = (siblings: readonly OutlineItem[]) =>
  siblings.filter((item) => item.kind === 'point').length;

/** The item and everything under it. */
function subtreeIds(outline: Outline, id: string): Set<string> {
  const ids = new Set([id]);
  for (const item of documentOrder(outline).items) {
    if (item.parentId !== null && ids.has(item.parentId)) ids.add(item.id);
  }
  return ids;
}

/** `next` in place of `old` (the same position in the list). */
const swap = (outline: Outline, old: OutlineItem, next: OutlineItem): Outline => ({
  items: outline.items.map((item) => (item === old ? next : item)),
});

/**
 * Puts `item` under `parentId` at `index` among the parent's other children (the item itself
 * not counted), without checking the rules.
 */
function place(outline: Outline, item: OutlineItem, parentId: string, index: number): Outline {
  const others = outline.items.filter((other) => other.id !== item.id);
  const siblings = childrenIndex(others).get(parentId) ?? [];
  const placed = { ...item, parentId };
  const before = siblings[index];
  const at = before ? others.indexOf(before) : others.length;
  return documentOrder({ items: [...others.slice(0, at), placed, ...others.slice(at)] });
}

export function renameItem(outline: Outline, id: string, title: string): Outline | null {
  const item = findItem(outline, id);
  const clean = item && outlineLine(title, outlineLineMax(item.kind));
  if (!item || !clean) return null;
  return clean === item.title ? outline : swap(outline, item, { ...item, title: clean });
}

/** Whether `id` may go under `parentId` at `index` (among the parent's other children). */
export function canMoveTo(outline: Outline, id: string, parentId: string, index: number): boolean {
  const item = findItem(outline, id);
  const parent = findItem(outline, parentId);
  if (!item || !parent || item.kind === 'title') return false;
  if (subtreeIds(outline, id).has(parentId) || !canNest(item.kind, parent.kind)) return false;
  const others = childrenOf(outline, parentId).filter((other) => other.id !== id);
  const points = pointCount(others);
  if (index < 0 || index > others.length) return false;
  return item.kind === 'point' ? index <= points : index >= points;
}

export function moveItem(
  outline: Outline,
  id: string,
  parentId: string,
  index: number,
): Outline | null {
  if (!canMoveTo(outline, id, parentId, index)) return null;
  return place(outline, findItem(outline, id)!, parentId, index);
}

/**
 * Moves an item one place up or down among the siblings of its group (points, or headings);
 * past the first or last one, into the previous or next parent of the same level (the end of
 * its group there, or the start). Null at the very top or bottom.
 */
export function moveBy(outline: Outline, id: string, delta: -1 | 1): Outline | null {
  const item = findItem(outline, id);
  if (!item || item.parentId === null) return null;
  const isPoint = item.kind === 'point';
  const others = childrenOf(outline, item.parentId).filter((other) => other.id !== id);
  const group = childrenOf(outline, item.parentId).filter((s) => (s.kind === 'point') === isPoint);
  const neighbour = group[group.indexOf(item) + delta];
  if (neighbour) {
    const index = others.indexOf(neighbour) + (delta > 0 ? 1 : 0);
    return moveItem(outline, id, item.parentId, index);
  }
  const parent = findItem(outline, item.parentId)!;
  const cousins = documentOrder(outline).items.filter((other) => other.kind === parent.kind);
  const next = cousins[cousins.indexOf(parent) + delta];
  if (!next) return null;
  const theirs = childrenOf(outline, next.id);
  const points = pointCount(theirs);
  const index = isPoint ? (delta < 0 ? points : 0) : delta < 0 ? theirs.length : points;
  return moveItem(outline, id, next.id, index);
}

/** Where a tree drop lands: before or after a node among its siblings, or into it. */
export function dropTarget(
  outline: Outline,
  dragId: string,
  dropId: string,
  position: 'before' | 'after' | 'inside',
): { parentId: string; index: number } | null {
  const drop = findItem(outline, dropId);
  const drag = findItem(outline, dragId);
  if (!drop || !drag) return null;
  if (position === 'inside') {
    const children = childrenOf(outline, dropId).filter((other) => other.id !== dragId);
    return { parentId: dropId, index: drag.kind === 'point' ? 0 : pointCount(children) };
  }
  if (drop.parentId === null) return null;
  const others = childrenOf(outline, drop.parentId).filter((other) => other.id !== dragId);
  const at = others.indexOf(drop);
  if (at < 0) return null;
  return { parentId: drop.parentId, index: at + (position === 'after' ? 1 : 0) };
}

/** Deleting the deck title, or the only chapter (an outline needs one), is not allowed. */
export function canRemove(outline: Outline, id: string): boolean {
  const item = findItem(outline, id);
  if (!item || item.kind === 'title') return false;
  return item.kind !== 'chapter' || outline.items.filter((i) => i.kind === 'chapter').length > 1;
}

/** Removes an item with everything under it. */
export function removeItem(outline: Outline, id: string): Outline | null {
  if (!canRemove(outline, id)) return null;
  const gone = subtreeIds(outline, id);
  return { items: outline.items.filter((item) => !gone.has(item.id)) };
}

/** A new item of the same level right after `id` (after its points, for a point). */
export function addSibling(
  outline: Outline,
  id: string,
  title: string,
): { outline: Outline; id: string } | null {
  const item = findItem(outline, id);
  if (!item || item.parentId === null) return null;
  const others = childrenOf(outline, item.parentId);
  const added: OutlineItem = { id: newItemId(), parentId: item.parentId, kind: item.kind, title };
  return { outline: place(outline, added, item.parentId, others.indexOf(item) + 1), id: added.id };
}

/** A new point (after the existing points) or heading of the next level (last) under `id`. */
export function addChild(
  outline: Outline,
  id: string,
  kind: 'point' | 'heading',
  title: string,
): { outline: Outline; id: string } | null {
  const parent = findItem(outline, id);
  const childKind = kind === 'point' ? 'point' : parent && CHILD_HEADING[parent.kind];
  if (!parent || !childKind || !canNest(childKind, parent.kind)) return null;
  const children = childrenOf(outline, id);
  const index = childKind === 'point' ? pointCount(children) : children.length;
  const added: OutlineItem = { id: newItemId(), parentId: id, kind: childKind, title };
  return { outline: place(outline, added, id, index), id: added.id };
}

export function setCollapsed(outline: Outline, id: string, collapsed: boolean): Outline {
  const item = findItem(outline, id);
  if (!item || (item.collapsed === true) === collapsed) return outline;
  const { collapsed: _old, ...rest } = item;
  return swap(outline, item, collapsed ? { ...rest, collapsed } : rest);
}

/** The deck title's subtitle, one line per subtitle line. */
export function setSubTitleLines(outline: Outline, lines: readonly string[]): Outline {
  const title = titleOf(outline);
  const subTitle = joinSubTitle(lines);
  if (subTitle === title.subTitle) return outline;
  const { subTitle: _old, ...rest } = title;
  return swap(outline, title, subTitle ? { ...rest, subTitle } : rest);
}

/** The deck note: author and date (both blank removes it). */
export function setNote(outline: Outline, author: string, date: string): Outline {
  const title = titleOf(outline);
  const note = normalizeNote(author, date);
  if (JSON.stringify(note) === JSON.stringify(title.note)) return outline;
  const { note: _old, ...rest } = title;
  return swap(outline, title, note ? { ...rest, note } : rest);
}

/** The note the spec gives a deck by default (a brand placeholder, today) when it has none. */
export function withDefaultNote(outline: Outline, brand: string, today: string): Outline {
  return titleOf(outline).note ? outline : setNote(outline, brand, today);
}
