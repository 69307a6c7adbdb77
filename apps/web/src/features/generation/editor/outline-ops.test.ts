import {
  applyTreeState,
  canonicalIds,
  isWellFormed,
  outlineTreeState,
  parseOutline,
  serializeOutline,
  type Outline,
} from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import {
  addChild,
  addSibling,
  canRemove,
  dropTarget,
  moveBy,
  moveItem,
  removeItem,
  renameItem,
  setCollapsed,
  setNote,
  setSubTitleLines,
  withDefaultNote,
} from './outline-ops';

const TEXT = `# 智慧校园建设方案
> 面向 2027 年；数字化转型
@note 信息中心; 2026-09-01
## 建设背景
* 政策要求：“教育数字化”
### 现状
* 网络覆盖不足
### 问题
* 数据孤岛
#### 教务
#### 后勤
## 建设内容
### 基础设施
* 千兆校园网
## 保障措施
`;

/** Items by title, so that tests read like the outline. */
const id = (outline: Outline, title: string) => outline.items.find((i) => i.title === title)!.id;
const text = (outline: Outline | null) => serializeOutline(outline!);

/** Whatever an edit did, the result is well-formed and comes back from its text unchanged. */
function expectRoundTrip(outline: Outline | null) {
  expect(outline).not.toBeNull();
  expect(isWellFormed(outline!)).toBe(true);
  const back = applyTreeState(
    parseOutline(serializeOutline(outline!)),
    outlineTreeState(canonicalIds(outline!)),
  );
  expect(back).toEqual(canonicalIds(outline!));
}

const base = parseOutline(TEXT);

describe('outline editor operations', () => {
  it('renames in place as one clean line, refusing an empty title', () => {
    const renamed = renameItem(base, id(base, '现状'), '  现状：\n“三张网”  ');
    expect(text(renamed)).toContain('### 现状： “三张网”\n* 网络覆盖不足');
    expectRoundTrip(renamed);
    expect(renameItem(base, id(base, '现状'), ' \n ')).toBeNull();
    expect(renameItem(base, id(base, '现状'), '现状')).toBe(base);
    expect(renameItem(base, id(base, '现状'), '节'.repeat(300))!.items).toContainEqual(
      expect.objectContaining({ title: '节'.repeat(200) }),
    );
  });

  it('adds a sibling right after an item, of the same level', () => {
    const point = addSibling(base, id(base, '网络覆盖不足'), '新要点')!;
    expect(text(point.outline)).toContain('* 网络覆盖不足\n* 新要点\n### 问题');
    const section = addSibling(base, id(base, '现状'), '新节')!;
    expect(text(section.outline)).toContain('* 网络覆盖不足\n### 新节\n### 问题');
    const chapter = addSibling(base, id(base, '建设内容'), '新章节')!;
    expect(text(chapter.outline)).toContain('* 千兆校园网\n## 新章节\n## 保障措施');
    for (const result of [point, section, chapter]) expectRoundTrip(result.outline);
    expect(addSibling(base, id(base, '智慧校园建设方案'), 'x')).toBeNull();
  });

  it('adds a point after the points and a heading of the next level last', () => {
    const point = addChild(base, id(base, '建设背景'), 'point', '新要点')!;
    expect(text(point.outline)).toContain('* 政策要求：“教育数字化”\n* 新要点\n### 现状');
    const section = addChild(base, id(base, '建设背景'), 'heading', '新节')!;
    expect(text(section.outline)).toContain('#### 后勤\n### 新节\n## 建设内容');
    const chapter = addChild(base, id(base, '智慧校园建设方案'), 'heading', '新章节')!;
    expect(text(chapter.outline).endsWith('## 保障措施\n## 新章节\n')).toBe(true);
    for (const result of [point, section, chapter]) expectRoundTrip(result.outline);
    // No fifth level, no points on the deck title, nothing under a point.
    expect(addChild(base, id(base, '教务'), 'heading', 'x')).toBeNull();
    expect(addChild(base, id(base, '智慧校园建设方案'), 'point', 'x')).toBeNull();
    expect(addChild(base, id(base, '数据孤岛'), 'point', 'x')).toBeNull();
  });

  it('deletes an item with everything under it, never the title or the last chapter', () => {
    const removed = removeItem(base, id(base, '问题'));
    expect(text(removed)).not.toMatch(/问题|数据孤岛|教务|后勤/);
    expectRoundTrip(removed);
    expect(canRemove(base, id(base, '智慧校园建设方案'))).toBe(false);
    let last: Outline = base;
    for (const title of ['建设背景', '建设内容']) last = removeItem(last, id(last, title))!;
    expect(canRemove(last, id(last, '保障措施'))).toBe(false);
    expect(removeItem(last, id(last, '保障措施'))).toBeNull();
  });

  it('moves within and across parents by the level rules', () => {
    // A point into another section (after its points).
    const across = moveItem(base, id(base, '数据孤岛'), id(base, '现状'), 1);
    expect(text(across)).toContain('### 现状\n* 网络覆盖不足\n* 数据孤岛\n### 问题\n#### 教务');
    expectRoundTrip(across);
    // A section into another chapter.
    const section = moveItem(base, id(base, '问题'), id(base, '建设内容'), 0);
    expect(text(section)).toContain(
      '## 建设内容\n### 问题\n* 数据孤岛\n#### 教务\n#### 后勤\n### 基础设施',
    );
    expectRoundTrip(section);
    // Chapters reorder under the title.
    const chapters = moveItem(base, id(base, '保障措施'), id(base, '智慧校园建设方案'), 0);
    expect(text(chapters)).toContain('@note 信息中心; 2026-09-01\n## 保障措施\n## 建设背景');
    expectRoundTrip(chapters);

    const refused = [
      // A section under the title, a chapter under a chapter, a sub-section under a chapter.
      moveItem(base, id(base, '现状'), id(base, '智慧校园建设方案'), 0),
      moveItem(base, id(base, '建设内容'), id(base, '建设背景'), 2),
      moveItem(base, id(base, '教务'), id(base, '建设背景'), 1),
      // A point after headings, a heading before points.
      moveItem(base, id(base, '千兆校园网'), id(base, '建设背景'), 2),
      moveItem(base, id(base, '基础设施'), id(base, '建设背景'), 0),
      // Into its own subtree; the title anywhere.
      moveItem(base, id(base, '问题'), id(base, '教务'), 0),
      moveItem(base, id(base, '智慧校园建设方案'), id(base, '建设背景'), 0),
    ];
    expect(refused).toEqual(refused.map(() => null));
  });

  it('moves up and down among its group, then into the neighbouring parent', () => {
    const up = moveBy(base, id(base, '后勤'), -1);
    expect(text(up)).toContain('#### 后勤\n#### 教务');
    // The first point of 问题 moves up into 现状 (after its points).
    const intoPrevious = moveBy(base, id(base, '数据孤岛'), -1);
    expect(text(intoPrevious)).toContain('* 网络覆盖不足\n* 数据孤岛\n### 问题\n#### 教务');
    // The last section of 建设背景 moves down to the start of 建设内容's sections.
    const intoNext = moveBy(base, id(base, '问题'), 1);
    expect(text(intoNext)).toContain('## 建设内容\n### 问题');
    for (const result of [up, intoPrevious, intoNext]) expectRoundTrip(result);
    // The first chapter cannot go up, the last cannot go down, the title does not move.
    expect(moveBy(base, id(base, '建设背景'), -1)).toBeNull();
    expect(moveBy(base, id(base, '保障措施'), 1)).toBeNull();
    expect(moveBy(base, id(base, '智慧校园建设方案'), 1)).toBeNull();
    // A point never jumps over the headings among its siblings: it goes to the next chapter.
    expect(text(moveBy(base, id(base, '政策要求：“教育数字化”'), 1))).toContain(
      '## 建设内容\n* 政策要求：“教育数字化”\n### 基础设施',
    );
  });

  it('turns tree drops into places: before, after, or into a node', () => {
    const drag = id(base, '千兆校园网');
    expect(dropTarget(base, drag, id(base, '网络覆盖不足'), 'before')).toEqual({
      parentId: id(base, '现状'),
      index: 0,
    });
    expect(dropTarget(base, drag, id(base, '网络覆盖不足'), 'after')).toEqual({
      parentId: id(base, '现状'),
      index: 1,
    });
    // Into a node: a point goes first, a heading after the node's points.
    expect(dropTarget(base, drag, id(base, '建设背景'), 'inside')).toEqual({
      parentId: id(base, '建设背景'),
      index: 0,
    });
    expect(dropTarget(base, id(base, '基础设施'), id(base, '建设背景'), 'inside')).toEqual({
      parentId: id(base, '建设背景'),
      index: 1,
    });
    // Siblings are counted without the dragged item.
    const later = id(base, '保障措施');
    expect(dropTarget(base, id(base, '建设背景'), later, 'after')).toEqual({
      parentId: id(base, '智慧校园建设方案'),
      index: 2,
    });
  });

  it('keeps the collapsed state of tree nodes', () => {
    const collapsed = setCollapsed(base, id(base, '问题'), true);
    expect(collapsed.items.find((i) => i.title === '问题')!.collapsed).toBe(true);
    expect(text(collapsed)).toBe(TEXT);
    expectRoundTrip(collapsed);
    const open = setCollapsed(collapsed, id(base, '问题'), false);
    expect('collapsed' in open.items.find((i) => i.title === '问题')!).toBe(false);
    expect(setCollapsed(open, id(base, '问题'), false)).toBe(open);
  });

  it('edits the subtitle lines and the note of the deck title', () => {
    const subtitle = setSubTitleLines(base, ['第一行；含分号', '', '第二行;半角']);
    expect(text(subtitle)).toContain('> 第一行；含分号\n> 第二行；半角\n@note');
    expect(text(setSubTitleLines(base, ['']))).not.toContain('>');
    const note = setNote(base, '教务处', '2026-10-01');
    expect(text(note)).toContain('@note 教务处; 2026-10-01');
    expect(text(setNote(base, ' ', ''))).not.toContain('@note');
    for (const result of [subtitle, note]) expectRoundTrip(result);
  });

  it('gives an outline without a note the brand placeholder and today', () => {
    const bare = parseOutline('# 标题\n## 章\n');
    expect(text(withDefaultNote(bare, 'SlideCraft · AI 生成', '2026-11-22'))).toBe(
      '# 标题\n@note SlideCraft · AI 生成; 2026-11-22\n## 章\n',
    );
    expect(withDefaultNote(base, 'x', 'y')).toBe(base);
  });

  it('stays well-formed through a long run of random edits', () => {
    let outline = base;
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let step = 0; step < 400; step++) {
      const items = outline.items;
      const pick = items[Math.floor(next() * items.length)]!;
      const other = items[Math.floor(next() * items.length)]!;
      const op = Math.floor(next() * 7);
      const result =
        op === 0
          ? addSibling(outline, pick.id, `新（${step}）`)?.outline
          : op === 1
            ? addChild(outline, pick.id, next() < 0.5 ? 'point' : 'heading', `子；${step}`)?.outline
            : op === 2
              ? removeItem(outline, pick.id)
              : op === 3
                ? moveBy(outline, pick.id, next() < 0.5 ? -1 : 1)
                : op === 4
                  ? moveItem(outline, pick.id, other.id, Math.floor(next() * 4))
                  : op === 5
                    ? setCollapsed(outline, pick.id, next() < 0.5)
                    : renameItem(outline, pick.id, `改名：${step}！`);
      if (result) outline = result;
      expect(isWellFormed(outline), `step ${step}`).toBe(true);
    }
    expectRoundTrip(outline);
  });
});
