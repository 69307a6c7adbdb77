import { OUTLINE_HEADING_MAX, OUTLINE_POINT_MAX } from './constants.js';
import { AppError, ErrorCode } from './errors.js';

/**
 * The outline text format (spec section 3):
 *
 *   # Deck title                 level 1, exactly one, first
 *   > subtitle line              quoted lines under a heading are its subtitle text
 *   @note 作者; 2026-11-22        the deck note: author then date (our own marker, see docs/decisions.md)
 *   ## Chapter                   level 2
 *   ### Section                  level 3
 *   #### Sub-section             level 4
 *   * page point                 an asterisk bullet is a point of the heading above it
 *
 * The flat list of items (id, parentId) is what the outline editor edits; `serializeOutline`
 * turns it back into exactly the normalised text.
 */
export type OutlineKind = 'title' | 'chapter' | 'section' | 'subsection' | 'point';

export interface OutlineItem {
  id: string;
  parentId: string | null;
  kind: OutlineKind;
  title: string;
  /** Subtitle lines joined by semicolons (headings only). */
  subTitle?: string;
  /** Up to two strings: author, then date (deck title only). */
  note?: string[];
  /** Tree state kept by the editor. */
  collapsed?: boolean;
}

export interface Outline {
  items: OutlineItem[];
}

export const HEADING_LEVEL: Record<Exclude<OutlineKind, 'point'>, number> = {
  title: 1,
  chapter: 2,
  section: 3,
  subsection: 4,
};
const KIND_BY_LEVEL: Record<number, Exclude<OutlineKind, 'point'>> = {
  1: 'title',
  2: 'chapter',
  3: 'section',
  4: 'subsection',
};

const HEADING = /^(#+)\s+(.*)$/;
const POINT = /^[*-]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;
const NOTE = /^@note\s+(.*)$/;

type OutlineErrorCode =
  | typeof ErrorCode.OUTLINE_PARSE_ERROR
  | typeof ErrorCode.OUTLINE_EMPTY
  | typeof ErrorCode.OUTLINE_TOO_MANY_LEVELS
  | typeof ErrorCode.OUTLINE_LEVEL_ERROR;

function outlineError(code: OutlineErrorCode, line: number, reason: string): AppError {
  return new AppError(code, line > 0 ? `line ${line}: ${reason}` : reason);
}

function checkLength(text: string, max: number, lineNo: number): void {
  if (text.length > max && Array.from(text).length > max) {
    throw outlineError(ErrorCode.OUTLINE_PARSE_ERROR, lineNo, `longer than ${max} characters`);
  }
}

/**
 * Parses outline text into items. Throws AppError 5405 (empty), 5406 (deeper than four heading
 * levels) or 5407 (a level skipped, a second title, content before the title).
 */
export function parseOutline(text: string): Outline {
  const items: OutlineItem[] = [];
  // Last heading seen at each level (index = level).
  const stack: (OutlineItem | undefined)[] = [];
  let lastHeading: OutlineItem | undefined;
  let lastItem: OutlineItem | undefined;
  let seq = 0;
  const nextId = () => `n${++seq}`;

  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((rawLine, index) => {
    const lineNo = index + 1;
    const line = rawLine.trim();
    if (!line) return;

    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      const title = heading[2]!.trim();
      if (level > 4)
        throw outlineError(ErrorCode.OUTLINE_TOO_MANY_LEVELS, lineNo, `heading level ${level}`);
      if (level === 1 && stack[1])
        throw outlineError(ErrorCode.OUTLINE_LEVEL_ERROR, lineNo, 'second deck title');
      if (level > 1 && !stack[level - 1]) {
        throw outlineError(
          ErrorCode.OUTLINE_LEVEL_ERROR,
          lineNo,
          `level ${level} without a level ${level - 1} above it`,
        );
      }
      if (!title) throw outlineError(ErrorCode.OUTLINE_LEVEL_ERROR, lineNo, 'empty heading');
      checkLength(title, OUTLINE_HEADING_MAX, lineNo);
      const item: OutlineItem = {
        id: nextId(),
        parentId: level === 1 ? null : stack[level - 1]!.id,
        kind: KIND_BY_LEVEL[level]!,
        title,
      };
      stack[level] = item;
      stack.length = level + 1;
      items.push(item);
      lastHeading = item;
      lastItem = item;
      return;
    }

    const quote = QUOTE.exec(line);
    if (quote) {
      if (!lastHeading || lastItem !== lastHeading) {
        throw outlineError(
          ErrorCode.OUTLINE_LEVEL_ERROR,
          lineNo,
          'quoted line not under a heading',
        );
      }
      const sub = quote[1]!.trim().replace(/;/g, '；');
      checkLength(sub, OUTLINE_HEADING_MAX, lineNo);
      if (sub) lastHeading.subTitle = lastHeading.subTitle ? `${lastHeading.subTitle};${sub}` : sub;
      return;
    }

    const note = NOTE.exec(line);
    if (note) {
      if (!stack[1] || lastHeading !== stack[1] || lastItem !== lastHeading) {
        throw outlineError(
          ErrorCode.OUTLINE_LEVEL_ERROR,
          lineNo,
          'note must follow the deck title',
        );
      }
      stack[1].note = note[1]!
        .split(';')
        .map((s) => s.trim())
        .slice(0, 2);
      return;
    }

    const point = POINT.exec(line);
    const pointText = point ? point[1]!.trim() : line;
    if (!lastHeading || lastHeading.kind === 'title') {
      throw outlineError(ErrorCode.OUTLINE_LEVEL_ERROR, lineNo, 'point outside a chapter');
    }
    if (!pointText) return;
    checkLength(pointText, OUTLINE_POINT_MAX, lineNo);
    const item: OutlineItem = {
      id: nextId(),
      parentId: lastHeading.id,
      kind: 'point',
      title: pointText,
    };
    items.push(item);
    lastItem = item;
  });

  if (!items.some((i) => i.kind === 'chapter')) {
    throw outlineError(ErrorCode.OUTLINE_EMPTY, 0, 'no chapter');
  }
  if (items[0]?.kind !== 'title') {
    throw outlineError(ErrorCode.OUTLINE_LEVEL_ERROR, 0, 'no deck title');
  }
  return { items };
}

/** Writes items back to the outline text format (the inverse of parseOutline). */
export function serializeOutline(outline: Outline): string {
  const out: string[] = [];
  const children = childrenIndex(outline.items);
  const walk = (item: OutlineItem) => {
    if (item.kind === 'point') {
      out.push(`* ${item.title}`);
    } else {
      out.push(`${'#'.repeat(HEADING_LEVEL[item.kind])} ${item.title}`);
      for (const line of splitSubTitle(item.subTitle)) out.push(`> ${line}`);
      if (item.kind === 'title' && item.note && item.note.length > 0)
        out.push(`@note ${item.note.join('; ')}`);
    }
    for (const child of children.get(item.id) ?? []) walk(child);
  };
  for (const root of children.get(null) ?? []) walk(root);
  return `${out.join('\n')}\n`;
}

export function splitSubTitle(subTitle: string | undefined): string[] {
  return subTitle
    ? subTitle
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/** Children of each item in document order; the key null holds the roots. */
export function childrenIndex(items: readonly OutlineItem[]): Map<string | null, OutlineItem[]> {
  const map = new Map<string | null, OutlineItem[]>();
  for (const item of items) {
    const list = map.get(item.parentId);
    if (list) list.push(item);
    else map.set(item.parentId, [item]);
  }
  return map;
}

/** A nested view of the outline, convenient for renderers and the tree UI. */
export interface OutlineNode extends OutlineItem {
  children: OutlineNode[];
}

export function outlineTree(outline: Outline): OutlineNode[] {
  const children = childrenIndex(outline.items);
  const build = (item: OutlineItem): OutlineNode => ({
    ...item,
    children: (children.get(item.id) ?? []).map(build),
  });
  return (children.get(null) ?? []).map(build);
}

/** The deck title of an outline text, or '' when there is none (never throws). */
export function outlineTitle(text: string): string {
  const match = /^\s*#\s+(.+)$/m.exec(text);
  return match ? match[1]!.trim() : '';
}
