import {
  AppError,
  ErrorCode,
  HEADING_LEVEL,
  parseOutline,
  type LayoutMatchResult,
  type OutlineItem,
  type OutlineKind,
  type ParseSingleOutlineResult,
} from '@slidecraft/contract';
import { layoutCandidates } from '@slidecraft/deck';

const HEADING = /^(#+)\s+(.*)$/;
const BULLET = /^\s*[*\-•·]\s+/;
const KIND_BY_LEVEL: Record<number, Exclude<OutlineKind, 'point'>> = {
  1: 'title',
  2: 'chapter',
  3: 'section',
  4: 'subsection',
};
/** A stand-in heading above a fragment that has none at that level (never answered). */
const STAND_IN = '\u2063';

/**
 * POST /api/ai/parse-single-outline: one page's or one chapter's outline text (it need not start
 * with the deck title, nor at the chapter level) read by the outline format's own parser, so the
 * same rules and catalogue codes apply (5404-5407): its headings keep their levels, points and
 * quoted subtitle lines their headings.
 */
export function parseSingleOutline(text: string): ParseSingleOutlineResult {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const levels = lines.flatMap((line) => {
    const heading = HEADING.exec(line.trim());
    return heading ? [heading[1]!.length] : [];
  });
  if (levels.some((level) => level > 4)) {
    throw new AppError(ErrorCode.OUTLINE_TOO_MANY_LEVELS, 'heading level over 4');
  }
  const top = levels.length > 0 ? Math.min(...levels) : undefined;
  // The fragment's top headings become chapters under a stand-in title (points alone go under a
  // stand-in chapter too); the levels are given back afterwards.
  const shift = top === undefined ? 0 : Math.max(0, top - 2);
  const shifted = lines.map((line) => {
    const heading = HEADING.exec(line.trim());
    return heading ? `${'#'.repeat(heading[1]!.length - shift)} ${heading[2]}` : line;
  });
  const prefix =
    top === 1 ? [] : top === undefined ? [`# ${STAND_IN}`, `## ${STAND_IN}`] : [`# ${STAND_IN}`];
  const parsed = parseOutline([...prefix, ...shifted].join('\n'));
  const dropped = new Set(parsed.items.slice(0, prefix.length).map((item) => item.id));
  const items = parsed.items
    .filter((item) => !dropped.has(item.id))
    .map((item): OutlineItem => {
      const parentId = item.parentId !== null && dropped.has(item.parentId) ? null : item.parentId;
      const kind =
        item.kind === 'point' ? 'point' : KIND_BY_LEVEL[HEADING_LEVEL[item.kind] + shift]!;
      return {
        id: item.id,
        parentId,
        kind,
        title: item.title,
        ...(item.subTitle ? { subTitle: item.subTitle } : {}),
      };
    });
  if (items.length === 0) throw new AppError(ErrorCode.OUTLINE_EMPTY, 'nothing in the fragment');
  return { items, outline: fragmentText(items) };
}

function fragmentText(items: readonly OutlineItem[]): string {
  const out: string[] = [];
  for (const item of items) {
    if (item.kind === 'point') {
      out.push(`* ${item.title}`);
      continue;
    }
    out.push(`${'#'.repeat(HEADING_LEVEL[item.kind])} ${item.title}`);
    for (const line of (item.subTitle ?? '').split(';').filter(Boolean)) out.push(`> ${line}`);
  }
  return `${out.join('\n')}\n`;
}

/**
 * GET /api/ai/layout-match: the deck engine's layout choice for a heading and its points (the
 * same rules that lay out every generated slide). The text's `#` line is the heading, else its
 * first line when there are more; `*`, `-` or `•` bullets are taken off the points.
 */
export function matchLayout(text: string): LayoutMatchResult {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('>'));
  const headingAt = lines.findIndex((line) => HEADING.test(line));
  let title = '';
  let rest = lines;
  if (headingAt >= 0) {
    title = HEADING.exec(lines[headingAt]!)![2]!.trim();
    rest = lines.filter((_, i) => i !== headingAt);
  } else if (lines.length > 1) {
    title = lines[0]!;
    rest = lines.slice(1);
  }
  const points = rest.map((line) => line.replace(BULLET, '').trim()).filter(Boolean);
  if (!title && points.length === 1) [title] = points.splice(0, 1) as [string];
  const candidates = [
    ...new Set(
      layoutCandidates({
        heading: { id: 'h', parentId: null, kind: 'section', title, children: [] },
        points,
        number: '01',
      }),
    ),
  ];
  return { layout: candidates[0]!, candidates, title, points };
}
