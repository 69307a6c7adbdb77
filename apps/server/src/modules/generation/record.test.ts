import { parseOutline } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import { recordOutline } from './record.js';

describe('recordOutline', () => {
  const text = '# 标题\n## 章\n* 点\n';

  it('parses a loaded row once, and every caller gets that outline', () => {
    const row = { outline: text };
    const outline = recordOutline(row);
    expect(outline).toEqual(parseOutline(text));
    expect(recordOutline(row)).toBe(outline);
  });

  it('parses each loaded row on its own (a row loaded again may hold a new text)', () => {
    expect(recordOutline({ outline: text })).not.toBe(recordOutline({ outline: text }));
  });

  it('throws as parseOutline for a text that no longer parses', () => {
    expect(() => recordOutline({ outline: '# 标题\n### 跳级\n' })).toThrow();
  });
});
