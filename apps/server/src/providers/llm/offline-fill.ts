import { outlineTree, parseOutline, type Outline, type OutlineNode } from '@slidecraft/contract';
import type { PageFillRequest } from './llm.js';
import { COMPOSER_PHRASES } from './offline-phrases.js';

/** The title, chapter and section heading lines of an outline text (offline section list). */
export function headingsOnly(outline: string): string {
  const lines = outline.split('\n').filter((line) => /^#{1,3}\s/.test(line));
  return `${lines.join('\n')}\n`;
}

/**
 * The points already written under the heading called `title`, if the outline parses (`parsed`:
 * the text parsed already, by the caller).
 */
function pointsInOutline(outline: string, title: string, parsed?: Outline): string[] {
  let roots: OutlineNode[];
  if (parsed) roots = outlineTree(parsed);
  else {
    if (!outline.trim()) return [];
    try {
      roots = outlineTree(parseOutline(outline));
    } catch {
      // The context is a help, not a requirement: a half-edited outline falls back to phrases.
      return [];
    }
  }
  const find = (nodes: OutlineNode[]): OutlineNode | undefined => {
    for (const node of nodes) {
      if (node.kind !== 'point' && node.title === title) return node;
      const inner = find(node.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const heading = find(roots);
  return heading?.children.filter((c) => c.kind === 'point').map((c) => c.title) ?? [];
}

/** A small stable hash, so that a page title always picks the same point set. */
function stableIndex(text: string, size: number): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % size;
}

/**
 * The points of one page without a model, as `* ` lines: the points the outline already has
 * under that heading; else those of the composer's section of that name (a page of an offline
 * outline); else a point set templated with the page title, picked by the title.
 */
export function composePageFill(
  request: Pick<PageFillRequest, 'topic' | 'title' | 'outline' | 'parsed' | 'locale'>,
): string {
  const { topic, title, locale } = request;
  const phrases = COMPOSER_PHRASES[locale];
  const fill = (s: string) => s.replaceAll('{t}', topic).replaceAll('{p}', title);
  let points = pointsInOutline(request.outline, title, request.parsed);
  if (points.length === 0) {
    const section = phrases.chapters
      .flatMap((chapter) => chapter.sections)
      .find((s) => fill(s.title) === title);
    points = (
      section?.points ?? phrases.pagePoints[stableIndex(title, phrases.pagePoints.length)]!
    ).map(fill);
  }
  return points.map((point) => `* ${point}\n`).join('');
}
