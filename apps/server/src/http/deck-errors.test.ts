import { AppError, ErrorCode, parseOutline } from '@slidecraft/contract';
import { getTheme, migrateDeck, outlineToDeck } from '@slidecraft/deck';
import { describe, expect, it } from 'vitest';
import { catalogueError } from './deck-errors.js';

function codeOf(action: () => unknown): number | undefined {
  try {
    action();
  } catch (err) {
    const mapped = catalogueError(err);
    return mapped instanceof AppError ? mapped.code : undefined;
  }
  return undefined;
}

describe('deck engine errors in the catalogue', () => {
  it('maps each refusal of the engine to its code', () => {
    expect(codeOf(() => getTheme('no-such-theme'))).toBe(ErrorCode.PARAMS_ERROR);
    expect(codeOf(() => migrateDeck('{"version":'))).toBe(ErrorCode.PARAMS_ERROR);
    expect(codeOf(() => outlineToDeck(parseOutline('# 只有标题')))).toBe(ErrorCode.OUTLINE_EMPTY);
    const big = Array.from({ length: 12 }, (_, i) => `### 小节 ${i}\n* 要点`).join('\n');
    expect(
      codeOf(() => outlineToDeck(parseOutline(`# 标题\n## 章节\n${big}`), { maxPages: 5 })),
    ).toBe(ErrorCode.PAGE_COUNT_LIMIT);
  });

  it('leaves other errors as they are', () => {
    const other = new RangeError('x');
    expect(catalogueError(other)).toBe(other);
  });
});
