import { describe, expect, it } from 'vitest';
import { parseOutline, serializeOutline, type Outline, type OutlineItem } from './outline.js';
import {
  applyTreeState,
  canNest,
  canonicalIds,
  documentOrder,
  isWellFormed,
  joinSubTitle,
  normalizeNote,
  outlineLine,
  outlineTreeState,
} from './outline-tree.js';

/** Outline texts in the normalised form, with the punctuation Chinese decks are full of. */
const TEXTS = [
  `# 新能源汽车市场分析：机遇、挑战与对策
> 2026 年度报告（内部资料）
> 数据来源：中汽协；国家统计局
@note 市场部·张三; 2026-11-22
## 一、行业概况
### 1.1 市场规模
* 销量同比增长 35%，渗透率突破 50%！
* “以旧换新”政策拉动明显……
#### 分地区
* 华东占比最高——约 40%
* 《新能源汽车产业发展规划》落地
## 二、竞争格局？
* 头部集中度提升；尾部加速出清
`,
  `# 「智慧校园」建设方案
## 背景
`,
  `# Solar power 101
> Why it matters； how it works
## Why Solar power matters
### Costs
* Panels are 90% cheaper than in 2010
* * a point that starts with an asterisk
* # a point that starts with a hash
### Risks
#### Grid
#### Storage
* Batteries: 4h is the norm
`,
  `# 标题
@note ; 2026-01-01
## 第一章 🚀
> 章节副标题【重要】
* 要点：甲、乙、丙
### 小节 ～ 波浪线
* 100% 完成 & <tag> "quotes" 'single'
`,
];

/** A small deterministic PRNG, so that a failing random outline can be reproduced. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const WORDS = [
  '市场',
  '规模：',
  '增长、',
  '“政策”',
  '（试点）',
  '《规划》',
  '；',
  '——',
  '…',
  'AI',
  '2026 年',
  '！',
  '？',
  '【重点】',
  '·',
  '%',
];

/** A random well-formed outline: random ids, some items collapsed, points before headings. */
function randomOutline(seed: number): Outline {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const text = () =>
    Array.from({ length: 1 + Math.floor(next() * 5) }, () => pick(WORDS))
      .join('')
      .replace(/^[;；]+|[;；]+$/g, '') || '标题';
  const items: OutlineItem[] = [];
  let seq = 0;
  const add = (kind: OutlineItem['kind'], parentId: string | null): OutlineItem => {
    const item: OutlineItem = {
      id: `x${Math.floor(next() * 1e9)}-${seq++}`,
      parentId,
      kind,
      title: text(),
    };
    if (kind !== 'point' && next() < 0.3) item.collapsed = true;
    items.push(item);
    return item;
  };
  const title = add('title', null);
  if (next() < 0.5) title.subTitle = joinSubTitle([text(), text()]);
  if (next() < 0.5) title.note = normalizeNote(text(), '2026-01-02');
  const CHILD = { chapter: 'section', section: 'subsection', subsection: undefined } as const;
  const fill = (heading: OutlineItem, kind: keyof typeof CHILD, depth: number) => {
    for (let p = Math.floor(next() * 3); p > 0; p--) add('point', heading.id);
    const childKind = CHILD[kind];
    if (!childKind || depth > 3) return;
    for (let c = Math.floor(next() * 3); c > 0; c--)
      fill(add(childKind, heading.id), childKind, depth + 1);
  };
  for (let c = 1 + Math.floor(next() * 4); c > 0; c--) fill(add('chapter', title.id), 'chapter', 1);
  // Points first, then deeper levels first (a stable sort keeps the order among siblings): the
  // list order is not document order, only the order among siblings counts.
  const RANK = { point: 0, subsection: 1, section: 2, chapter: 3, title: 4 } as const;
  return { items: items.sort((a, b) => RANK[a.kind] - RANK[b.kind]) };
}

/** Editor tree -> text -> tree, the collapsed flags carried as tree state. */
function throughText(outline: Outline): Outline {
  const text = serializeOutline(outline);
  return applyTreeState(parseOutline(text), outlineTreeState(canonicalIds(outline)));
}

describe('outline text <-> tree', () => {
  it.each(TEXTS.map((text, i) => [i, text]))('text %i round-trips exactly', (_i, text) => {
    const outline = parseOutline(text);
    expect(isWellFormed(outline)).toBe(true);
    expect(serializeOutline(outline)).toBe(text);
    expect(canonicalIds(outline)).toEqual(outline);
  });

  it('keeps tree, ids and collapsed state across the text for 300 random outlines', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const outline = randomOutline(seed);
      expect(isWellFormed(outline), `seed ${seed}`).toBe(true);
      const back = throughText(outline);
      expect(back, `seed ${seed}`).toEqual(canonicalIds(outline));
      expect(serializeOutline(back)).toBe(serializeOutline(outline));
    }
  });

  it('writes siblings in their order, wherever the items sit in the list', () => {
    const outline: Outline = {
      items: [
        { id: 'c2', parentId: 't', kind: 'chapter', title: '第二章' },
        { id: 'p', parentId: 'c1', kind: 'point', title: '要点' },
        { id: 't', parentId: null, kind: 'title', title: '标题' },
        { id: 'c1', parentId: 't', kind: 'chapter', title: '第一章', collapsed: true },
      ],
    };
    expect(serializeOutline(outline)).toBe('# 标题\n## 第二章\n## 第一章\n* 要点\n');
    expect(documentOrder(outline).items.map((i) => i.id)).toEqual(['t', 'c2', 'c1', 'p']);
    expect(canonicalIds(outline).items.map((i) => [i.id, i.parentId, i.collapsed])).toEqual([
      ['n1', null, undefined],
      ['n2', 'n1', undefined],
      ['n3', 'n1', true],
      ['n4', 'n3', undefined],
    ]);
    expect(throughText(outline)).toEqual(canonicalIds(outline));
  });

  it('restores collapsed flags only on items whose id and parent still match', () => {
    const outline = parseOutline(TEXTS[0]!);
    const state = outlineTreeState(outline).map((node) => ({ ...node, collapsed: true }));
    const restored = applyTreeState(outline, [
      ...state.slice(0, 2),
      { id: 'n9', parentId: 'x', collapsed: true },
    ]);
    expect(restored.items.filter((i) => i.collapsed).map((i) => i.id)).toEqual(['n1', 'n2']);
  });
});

describe('well-formed outlines', () => {
  const base = (): OutlineItem[] => [
    { id: 't', parentId: null, kind: 'title', title: '标题' },
    { id: 'c', parentId: 't', kind: 'chapter', title: '章' },
  ];
  const withItems = (...more: OutlineItem[]) => isWellFormed({ items: [...base(), ...more] });

  it('accepts points before headings and refuses them after', () => {
    const s: OutlineItem = { id: 's', parentId: 'c', kind: 'section', title: '节' };
    const p: OutlineItem = { id: 'p', parentId: 'c', kind: 'point', title: '点' };
    expect(withItems(p, s)).toBe(true);
    expect(withItems(s, p)).toBe(false);
  });

  it('refuses wrong levels, missing parents, duplicate ids, and a missing chapter', () => {
    expect(withItems({ id: 'x', parentId: 't', kind: 'section', title: '节' })).toBe(false);
    expect(withItems({ id: 'x', parentId: 't', kind: 'point', title: '点' })).toBe(false);
    expect(withItems({ id: 'x', parentId: 'gone', kind: 'point', title: '点' })).toBe(false);
    expect(withItems({ id: 'c', parentId: 't', kind: 'chapter', title: '重复' })).toBe(false);
    expect(isWellFormed({ items: [base()[0]!] })).toBe(false);
    expect(withItems({ id: 't2', parentId: null, kind: 'title', title: '二' })).toBe(false);
  });

  it('refuses texts the format cannot hold', () => {
    const point = (title: string): OutlineItem => ({
      id: 'p',
      parentId: 'c',
      kind: 'point',
      title,
    });
    expect(withItems(point(''))).toBe(false);
    expect(withItems(point(' 前后空格 '))).toBe(false);
    expect(withItems(point('两\n行'))).toBe(false);
    expect(withItems(point('字'.repeat(1001)))).toBe(false);
    expect(withItems(point('字'.repeat(1000)))).toBe(true);
    const title = base()[0]!;
    expect(isWellFormed({ items: [{ ...title, subTitle: 'a;b' }, base()[1]!] })).toBe(true);
    expect(isWellFormed({ items: [{ ...title, subTitle: '' }, base()[1]!] })).toBe(false);
    expect(isWellFormed({ items: [{ ...title, note: [] }, base()[1]!] })).toBe(false);
    expect(isWellFormed({ items: [{ ...title, note: ['a;b', 'c'] }, base()[1]!] })).toBe(false);
    expect(isWellFormed({ items: [{ ...title, note: ['', '2026-01-01'] }, base()[1]!] })).toBe(
      true,
    );
  });
});

describe('line helpers', () => {
  it('makes one clean trimmed line within the limit', () => {
    expect(outlineLine('  第一行\n第二行\u2028第三行\u0007  ')).toBe('第一行 第二行 第三行');
    expect(outlineLine('字'.repeat(210), 200)).toBe('字'.repeat(200));
    expect(outlineLine('　全角空格　')).toBe('全角空格');
  });

  it('joins subtitle lines as the parser reads quoted lines', () => {
    expect(joinSubTitle(['甲;乙', '', '  丙  '])).toBe('甲；乙;丙');
    expect(joinSubTitle(['', ' '])).toBeUndefined();
    const text = `# T\n> ${joinSubTitle(['甲;乙'])}\n## C\n`;
    expect(parseOutline(text).items[0]!.subTitle).toBe('甲；乙');
  });

  it('keeps a note only when it says something', () => {
    expect(normalizeNote(' 市场部 ', '2026-11-22')).toEqual(['市场部', '2026-11-22']);
    expect(normalizeNote('a;b', '')).toEqual(['a；b', '']);
    expect(normalizeNote(' ', '')).toBeUndefined();
  });

  it('knows which level nests under which', () => {
    expect(canNest('chapter', 'title')).toBe(true);
    expect(canNest('section', 'title')).toBe(false);
    expect(canNest('point', 'subsection')).toBe(true);
    expect(canNest('point', 'title')).toBe(false);
    expect(canNest('title', null)).toBe(true);
  });
});
