import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../providers/kv/memory-kv.js';
import { ImportQuota } from './import-quota.js';

describe('daily import count', () => {
  it('allows the limit, refuses the next, frees repeats, and starts again the next day', async () => {
    let now = Date.UTC(2025, 0, 1, 3);
    const quota = new ImportQuota(new MemoryKeyValueStore(), 3, () => now);
    await quota.take('u', 'a');
    await quota.take('u', 'b');
    await quota.take('u', 'a');
    await quota.take('u', 'c');
    await expect(quota.take('u', 'd')).rejects.toMatchObject({ code: 5408 });
    await expect(quota.take('u', 'd')).rejects.toMatchObject({ code: 5408 });
    await quota.take('u', 'b');
    await quota.take('other', 'd');
    now += 24 * 3600 * 1000;
    await quota.take('u', 'd');
  });
});
