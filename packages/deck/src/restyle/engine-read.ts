import { labelsFor } from '../labels.js';
import type { DeckElement, Slide, TableElement } from '../model.js';
import type { Block } from './content.js';
import { itemsOf, joined, type Text } from './read-text.js';

/**
 * Reading the engine's own slides (a restyled or generated deck restyled again): the words of
 * their frame are left out, the boxes of one point are one item again, and the tables and
 * charts the engine drew from points are read as those points, for the engine to draw anew.
 */

/** Engine chrome: the words of the slide's frame, not of its content (see slide-source.ts). */
const CHROME = /\.(kicker|badge-number|number|footer|deck-title|title-en|mark|vs|year)$/u;
/** Parts of one engine point drawn as several boxes: '<slide>.card-2.title', '.card-2.body'. */
const GROUP = /^(.*\.(?:stat|step|row|card|side|block)-\d+)\.([^.]+)$/u;
const HAN_ITEM = { id: 'zh', parentId: null, kind: 'title' as const, title: '中' };

/** An element of the engine's frame of the slide (kicker, footer, numbers). */
export const isEngineFrame = (slide: Slide, element: DeckElement) =>
  element.id.startsWith(`${slide.id}.`) && CHROME.test(element.id);

/** A text block from one text box. */
const blockOf = (text: Text): Block => ({ items: itemsOf(text), ...text.box });

function union(texts: readonly Text[]): Omit<Block, 'items'> {
  const x = Math.min(...texts.map((t) => t.box.x));
  const y = Math.min(...texts.map((t) => t.box.y));
  const right = Math.max(...texts.map((t) => t.box.x + t.box.w));
  const bottom = Math.max(...texts.map((t) => t.box.y + t.box.h));
  return { x, y, w: right - x, h: bottom - y };
}

/**
 * One engine point drawn as several boxes. A comparison side keeps its head over its points;
 * the parts of a card, stat or step make one item (the figure first where it led the point).
 */
function groupBlock(kind: string, parts: readonly { part: string; text: Text }[]): Block {
  const box = union(parts.map((p) => p.text));
  if (kind === 'side') {
    const head = parts.filter((p) => p.part === 'title');
    const rest = parts.filter((p) => p.part !== 'title');
    const items = [
      ...head.map((p) => ({ text: joined(p.text), level: 0, plain: true })),
      ...rest.flatMap((p) => itemsOf(p.text, head.length > 0 ? 1 : 0)),
    ];
    return { items, ...box };
  }
  const rank = (part: string) => (part === 'value' ? -1 : part === 'value-end' ? 1 : 0);
  const ordered = [...parts].sort((a, b) => rank(a.part) - rank(b.part));
  const text = ordered.map((p) => joined(p.text)).join(' ');
  return { items: [{ text, level: 0, plain: false }], ...box };
}

/** The text blocks of a slide other than its title, the parts of an engine point joined. */
export function blocksOf(slide: Slide, texts: readonly Text[]): Block[] {
  const blocks: Block[] = [];
  const groups = new Map<string, { part: string; text: Text }[]>();
  for (const text of texts) {
    const [, group, part = ''] = text.id.startsWith(`${slide.id}.`)
      ? (GROUP.exec(text.id) ?? [])
      : [];
    if (group === undefined) {
      blocks.push(blockOf(text));
      continue;
    }
    groups.set(group, [...(groups.get(group) ?? []), { part, text }]);
  }
  for (const [group, parts] of groups) {
    const kind = /\.([a-z]+)-\d+$/u.exec(group)?.[1] ?? '';
    blocks.push(groupBlock(kind, parts));
  }
  return blocks.filter((block) => block.items.length > 0);
}

/** The header rows the engine's key：value tables have, in either language. */
const KEY_VALUE_HEADERS = [labelsFor({ items: [] }), labelsFor({ items: [HAN_ITEM] })].map(
  (labels) => labels.tableHeader.join('|'),
);

/**
 * The engine's own table of key：value points (layouts/table: two columns under the labels
 * 项目 | 说明, or none), read back as those points, so that the engine lays them out again in
 * the new theme's table look rather than as a table of another deck.
 */
export function keyValueBlock(slide: Slide, table: TableElement): Block | undefined {
  if (slide.layout !== 'table' || table.id !== `${slide.id}.table` || table.cells) return undefined;
  if (table.columnWidths.length !== 2 || table.rows.some((row) => row.length !== 2))
    return undefined;
  const head = table.rows[0]?.join('|') ?? '';
  if (table.header && !KEY_VALUE_HEADERS.includes(head)) return undefined;
  const rows = table.header ? table.rows.slice(1) : table.rows;
  const items = rows.map(([key = '', value = '']) => ({
    text: `${key.trim()}：${value.trim()}`,
    level: 0,
    plain: false,
  }));
  return { items, x: table.x, y: table.y, w: table.w, h: table.h };
}

/** The chart an engine stats slide draws from its figures: the figures redraw it. */
export const statsChart = (slide: Slide, element: DeckElement) =>
  element.type === 'chart' && slide.layout === 'stats' && element.id === `${slide.id}.chart`;
