import { toCleanText } from './clean-text.js';
import { OUTLINE_HEADING_MAX, OUTLINE_POINT_MAX } from './constants.js';
import {
  childrenIndex,
  splitSubTitle,
  type Outline,
  type OutlineItem,
  type OutlineKind,
} from './outline.js';

/**
 * The outline as the editor's tree (spec section 3: a tree node keeps id, parentId and
 * collapsed) and the rules that keep it writable as outline text. An outline that passes
 * `isWellFormed` survives `serializeOutline` -> `parseOutline` exactly: the same items in
 * the same order, with the ids `canonicalIds` gives; `outlineTreeState` / `applyTreeState`
 * carry the collapsed flags, which the text format has no place for, across that trip.
 */
export interface OutlineTreeNodeState {
  id: string;
  parentId: string | null;
  collapsed: boolean;
}

/** The kind an item's parent must have (null: a root); the levels of the text format. */
const PARENT_KINDS: Record<OutlineKind, readonly (OutlineKind | null)[]> = {
  title: [null],
  chapter: ['title'],
  section: ['chapter'],
  subsection: ['section'],
  point: ['chapter', 'section', 'subsection'],
};

/** Whether an item of `kind` may sit directly under a parent of `parentKind` (null: at the root). */
export function canNest(kind: OutlineKind, parentKind: OutlineKind | null): boolean {
  return PARENT_KINDS[kind].includes(parentKind);
}

/** Longest text of a heading or a point (longer lines are refused by the parser with 5404). */
export function outlineLineMax(kind: OutlineKind): number {
  return kind === 'point' ? OUTLINE_POINT_MAX : OUTLINE_HEADING_MAX;
}

/**
 * A heading or point text as the format can hold it: one line (line breaks become spaces), no
 * control characters, trimmed the way the parser trims, at most `max` characters.
 */
export function outlineLine(text: string, max = OUTLINE_POINT_MAX): string {
  const line = toCleanText(text)
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .trim();
  const chars = Array.from(line);
  return chars.length > max ? chars.slice(0, max).join('').trim() : line;
}

/**
 * Subtitle lines as the item's subTitle: blank lines dropped and a `;` inside a line stored as
 * the full-width `；`, exactly as the parser reads quoted lines; undefined when there are none.
 */
export function joinSubTitle(lines: readonly string[]): string | undefined {
  const kept = lines
    .map((line) => outlineLine(line, OUTLINE_HEADING_MAX).replace(/;/g, '；'))
    .filter(Boolean);
  return kept.length > 0 ? kept.join(';') : undefined;
}

/**
 * The deck note (author, date) as the `@note author; date` line can hold it; undefined when
 * both are blank (the line would carry nothing).
 */
export function normalizeNote(author: string, date: string): string[] | undefined {
  const clean = (value: string) => outlineLine(value, OUTLINE_HEADING_MAX).replace(/;/g, '；');
  const note = [clean(author), clean(date)];
  return note.some(Boolean) ? note : undefined;
}

/** Items in document order (the order serializeOutline writes); items without a parent are dropped. */
export function documentOrder(outline: Outline): Outline {
  const children = childrenIndex(outline.items);
  const items: OutlineItem[] = [];
  const walk = (item: OutlineItem) => {
    items.push(item);
    for (const child of children.get(item.id) ?? []) walk(child);
  };
  for (const root of children.get(null) ?? []) walk(root);
  return { items };
}

/**
 * The outline in document order with the ids parseOutline would give it (n1, n2, ... in
 * document order) and `collapsed` kept only where true, so that a tree and the same tree read
 * back from its text compare equal.
 */
export function canonicalIds(outline: Outline): Outline {
  const ordered = documentOrder(outline).items;
  const ids = new Map(ordered.map((item, index) => [item.id, `n${index + 1}`]));
  return {
    items: ordered.map((item) => {
      const { collapsed, ...rest } = item;
      const copy: OutlineItem = {
        ...rest,
        id: ids.get(item.id)!,
        parentId: item.parentId === null ? null : ids.get(item.parentId)!,
      };
      if (collapsed) copy.collapsed = true;
      return copy;
    }),
  };
}

/** The tree nodes of an outline in document order (spec section 3). */
export function outlineTreeState(outline: Outline): OutlineTreeNodeState[] {
  return documentOrder(outline).items.map((item) => ({
    id: item.id,
    parentId: item.parentId,
    collapsed: item.collapsed === true,
  }));
}

/**
 * Puts saved tree state back on an outline: an item is collapsed when a node with its id and
 * parentId says so. Nodes that no longer match an item (the text was edited) are ignored.
 */
export function applyTreeState(outline: Outline, nodes: readonly OutlineTreeNodeState[]): Outline {
  const collapsed = new Set(
    nodes.filter((node) => node.collapsed).map((node) => `${node.parentId ?? ''}/${node.id}`),
  );
  return {
    items: outline.items.map((item) => {
      const { collapsed: _old, ...rest } = item;
      return collapsed.has(`${item.parentId ?? ''}/${item.id}`)
        ? { ...rest, collapsed: true }
        : rest;
    }),
  };
}

/** A note only on the deck title, one or two clean parts, not all blank. */
function wellFormedNote(item: OutlineItem): boolean {
  const note = item.note!;
  const [author = '', date = ''] = note;
  const normal = normalizeNote(author, date);
  return (
    item.kind === 'title' &&
    note.length >= 1 &&
    note.length <= 2 &&
    normal !== undefined &&
    note.every((part, i) => part === normal[i])
  );
}

/**
 * Whether an outline can be written as text and read back unchanged: one deck title first,
 * at least one chapter, every item under a parent of the right level, points before headings
 * among siblings (a point written after a heading would be read as that heading's), and every
 * text one clean non-empty line within its length limit.
 */
export function isWellFormed(outline: Outline): boolean {
  const { items } = outline;
  const byId = new Map(items.map((item) => [item.id, item]));
  if (byId.size !== items.length) return false;
  const roots = items.filter((item) => item.parentId === null);
  if (roots.length !== 1 || roots[0]!.kind !== 'title') return false;
  if (documentOrder(outline).items.length !== items.length) return false;
  if (!items.some((item) => item.kind === 'chapter')) return false;
  for (const item of items) {
    const parent = item.parentId === null ? undefined : byId.get(item.parentId);
    if (!canNest(item.kind, parent?.kind ?? null)) return false;
    if (!item.title || outlineLine(item.title, outlineLineMax(item.kind)) !== item.title) {
      return false;
    }
    if (item.kind === 'point' && item.subTitle !== undefined) return false;
    if (
      item.subTitle !== undefined &&
      joinSubTitle(splitSubTitle(item.subTitle)) !== item.subTitle
    ) {
      return false;
    }
    if (item.note !== undefined && !wellFormedNote(item)) return false;
  }
  for (const siblings of childrenIndex(items).values()) {
    const firstHeading = siblings.findIndex((item) => item.kind !== 'point');
    if (firstHeading >= 0 && siblings.slice(firstHeading).some((item) => item.kind === 'point')) {
      return false;
    }
  }
  return true;
}
