import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OperatorWordsFile, parseOperatorWords } from './operator-words.js';
import { findSensitiveWord, useOperatorWords } from './sensitive-filter.js';

const log = { info: vi.fn(), warn: vi.fn() };
let watched: OperatorWordsFile | undefined;
afterEach(() => {
  watched?.close();
  useOperatorWords([]);
});

describe('operator sensitive words', () => {
  it('reads one phrase a line, with # comments, blank lines and a BOM', () => {
    expect(
      parseOperatorWords('\uFEFF# 运营方词表\n竞品甲 \n\n  内部代号乙 # 项目代号\r\n#全注释\n')
        .phrases,
    ).toEqual(['竞品甲', '内部代号乙']);
  });

  it('adds the phrases to the built-in list, normalised like it, and follows the file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sc-words-'));
    const file = path.join(dir, 'words.txt');
    await fs.writeFile(file, '竞品甲\n');
    expect(findSensitiveWord('介绍竞品甲的方案')).toBeNull();
    watched = await OperatorWordsFile.open(file, useOperatorWords, log);
    expect(findSensitiveWord('介绍 竞 品 甲 的方案')).toEqual({
      word: '竞品甲',
      category: 'operator',
    });
    // Built-in phrases still count.
    expect(findSensitiveWord('代开发票')?.category).toBe('illegalTrade');

    await fs.writeFile(file, '# 换了\n内部代号乙\n');
    await expect.poll(() => findSensitiveWord('内部代号乙上线'), { timeout: 7000 }).not.toBeNull();
    expect(findSensitiveWord('介绍竞品甲的方案')).toBeNull();

    // A file gone keeps the last good list, with a warning.
    await fs.rm(file);
    await expect.poll(() => log.warn.mock.calls.length, { timeout: 7000 }).toBeGreaterThan(0);
    expect(findSensitiveWord('内部代号乙上线')).not.toBeNull();
  });

  it('refuses to start on a file it cannot read', async () => {
    await expect(
      OperatorWordsFile.open('/nonexistent/words.txt', useOperatorWords, log),
    ).rejects.toThrow();
  });
});
