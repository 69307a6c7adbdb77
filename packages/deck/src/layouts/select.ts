import { bulletsLayout } from './bullets.js';
import { cards3Layout, cards4Layout } from './cards.js';
import { comparisonLayout, labelledGroups } from './comparison.js';
import type { DeckTheme } from '../themes.js';
import type { ContentLayout, ContentLayoutId, ContentSource } from './content-layout.js';
import { familyLayout, familyLayouts } from './families/index.js';
import { hasIconKeyword } from './icon-keywords.js';
import { imageTextLayout } from './image-text.js';
import { numberedLayout } from './numbered.js';
import {
  headingSuggestsComparison,
  headingSuggestsQuote,
  headingSuggestsSequence,
  keyValue,
  pointFigure,
  quotation,
  sequenceMarker,
} from './point-shape.js';
import { quoteLayout } from './quote.js';
import { statementLayout } from './statement.js';
import { statsLayout } from './stats.js';
import { tableLayout } from './families/compare-table-base.js';
import { timelineLayout } from './timeline.js';
import { twoBlocksLayout } from './two-blocks.js';
import { twoColumnsLayout } from './two-columns.js';

export const CONTENT_LAYOUTS: Readonly<Record<ContentLayoutId, ContentLayout>> = {
  statement: statementLayout,
  bullets: bulletsLayout,
  numbered: numberedLayout,
  'two-columns': twoColumnsLayout,
  'cards-3': cards3Layout,
  'cards-4': cards4Layout,
  timeline: timelineLayout,
  comparison: comparisonLayout,
  stats: statsLayout,
  quote: quoteLayout,
  'image-text': imageTextLayout,
  table: tableLayout,
  'two-blocks': twoBlocksLayout,
};

/**
 * The composition of slide kind `id` in `theme`: its family's own where the family has one,
 * else the base composition.
 */
export function layoutFor(id: ContentLayoutId, theme: DeckTheme): ContentLayout {
  return familyLayout(theme.family, id) ?? CONTENT_LAYOUTS[id];
}

/** Every content layout there is: the base compositions and the families' own. */
export function allContentLayouts(): ContentLayout[] {
  return [...Object.values(CONTENT_LAYOUTS), ...familyLayouts()];
}

/** List layouts that can stand in for one another to break a run of identical slides. */
export const LIST_VARIANTS: readonly ContentLayoutId[] = [
  'numbered',
  'image-text',
  'bullets',
  'two-columns',
];

/**
 * The layout families that suit a heading's content, best first; the first whose plan fits
 * is used. Rules, in order:
 * - two sub-sections, two labels ('优势：…', '劣势：…') or an 'A vs B' / 对比 heading: comparison;
 * - no points: the heading as a statement;
 * - points in quotation marks, or a 名言 / quote heading: quote;
 * - 3-6 points led by years, dates or ordinals (第一, 1., Step 1), or a 流程 / 历程 /
 *   timeline heading: timeline, else numbered rows;
 * - 2-6 points led or ended by figures ('85% 的教师', '比亚迪 32%'): stats (a chart when 3+
 *   share a unit and have short labels);
 * - 2+ points 'key：value': table;
 * - one short point: statement; 3 or 4 short points: cards;
 * - 7+ points: two columns; 2-5 points under a heading with an icon keyword: image + text;
 * - two short points: two large blocks side by side;
 * - anything else: bullets.
 */
export function layoutCandidates(source: ContentSource): ContentLayoutId[] {
  const { points, heading } = source;
  const count = points.length;
  const title = heading.title;
  const list: ContentLayoutId[] = [];
  const comparison =
    source.groups?.length === 2 ||
    labelledGroups(points) !== undefined ||
    (headingSuggestsComparison(title) && count >= 2);
  if (comparison) list.push('comparison');
  if (count === 0) return [...list, 'statement', 'bullets'];
  if (points.every((point) => quotation(point)) || (headingSuggestsQuote(title) && count <= 2)) {
    list.push('quote');
  }
  const sequential =
    points.every((point) => sequenceMarker(point)) || headingSuggestsSequence(title);
  if (sequential && count >= 3 && count <= 6) list.push('timeline', 'numbered');
  if (count >= 2 && points.every((point) => pointFigure(point))) list.push('stats');
  if (count >= 2 && points.every((point) => keyValue(point))) list.push('table');
  if (count === 1) list.push('statement');
  if (count === 3) list.push('cards-3');
  if (count === 4) list.push('cards-4');
  if (count >= 7) list.push('two-columns');
  if (count >= 2 && count <= 5 && hasIconKeyword(title)) list.push('image-text');
  if (count === 2) list.push('two-blocks');
  list.push('bullets');
  return list;
}
