import { parseOutline } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import { composeOutline } from './offline-composer.js';
import { composePageFill, headingsOnly } from './offline-fill.js';

const base = { topic: '城市更新', outline: '', locale: 'zh-CN' as const };

describe('offline page fill', () => {
  it('keeps the points the outline already has under the page', () => {
    const outline = '# 城市更新\n## 现状\n### 老旧小区\n* 加装电梯\n* 管网改造\n';
    expect(composePageFill({ ...base, title: '老旧小区', outline })).toBe(
      '* 加装电梯\n* 管网改造\n',
    );
  });

  it('reads the points from the outline parsed already, when the caller has it', () => {
    const text = '# 城市更新\n## 现状\n### 老旧小区\n* 加装电梯\n* 管网改造\n';
    const request = { ...base, title: '老旧小区', outline: '' };
    expect(composePageFill({ ...request, parsed: parseOutline(text) })).toBe(
      composePageFill({ ...request, outline: text }),
    );
  });

  it('uses the composer’s points for a page of an offline outline', () => {
    expect(composePageFill({ ...base, title: '发展背景' })).toBe(
      '* 城市更新受到越来越多的关注\n* 技术与需求共同推动变化\n* 政策与市场环境持续完善\n',
    );
  });

  it('templates an unknown page with its title, the same way every time', () => {
    const fill = composePageFill({ ...base, title: '资金来源', outline: '# 半成品\n#### 跳级' });
    expect(fill).toBe(composePageFill({ ...base, title: '资金来源' }));
    expect(fill.split('\n').filter(Boolean)).toHaveLength(3);
    expect(fill).toMatch(/^\* .*资金来源/);
  });

  it('answers in the request’s locale', () => {
    expect(composePageFill({ ...base, title: 'Funding', locale: 'en-US' })).toMatch(/Funding/);
  });
});

describe('offline section list', () => {
  it('keeps only the title, chapter and section headings', () => {
    const list = headingsOnly(composeOutline('城市更新', { pageLimit: '10-20', locale: 'zh-CN' }));
    expect(list).not.toMatch(/^[*>]/m);
    const items = parseOutline(list).items;
    expect(items[0]).toMatchObject({ kind: 'title', title: '城市更新' });
    expect(items.filter((i) => i.kind === 'section').length).toBeGreaterThan(0);
    expect(items.some((i) => i.kind === 'point')).toBe(false);
  });
});
