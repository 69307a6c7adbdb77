import { describe, expect, it } from 'vitest';
import { UsageLedger } from './usage-ledger.js';
import type { AiUsageEntry, AiUsageRepo } from './usage-repo.js';

/** A repo whose inserts finish when the test says, recording each insert's rows. */
function slowRepo() {
  const inserts: AiUsageEntry[][] = [];
  const finish: Array<(err?: Error) => void> = [];
  const repo = {
    recordMany: (entries: readonly AiUsageEntry[]) =>
      new Promise<void>((resolve, reject) => {
        // The rows without their dates (a test of its own checks those).
        inserts.push(entries.map(({ at: _at, ...rest }) => rest));
        finish.push((err) => (err ? reject(err) : resolve()));
      }),
  } as unknown as AiUsageRepo;
  return { repo, inserts, finish };
}

const row = (userId: string): AiUsageEntry => ({ userId, kind: 'chat', model: 'm', points: 1 });
const tick = () => new Promise((resolve) => setImmediate(resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('UsageLedger (group commit)', () => {
  it('writes the rows of its gathering time in one insert, and those of the next together after it', async () => {
    const { repo, inserts, finish } = slowRepo();
    const ledger = new UsageLedger(repo, 20);
    const first = ledger.record(row('a'));
    const second = ledger.record(row('a2'));
    await tick();
    expect(inserts).toEqual([]);
    await wait(30);
    expect(inserts).toEqual([[row('a'), row('a2')]]);
    const burst = ['b', 'c', 'd'].map((id) => ledger.record(row(id)));
    await wait(30);
    expect(inserts).toHaveLength(1);
    finish[0]!();
    await second;
    await first;
    await tick();
    expect(inserts[1]).toEqual([row('b'), row('c'), row('d')]);
    let settled = false;
    const all = ledger.settled().then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    finish[1]!();
    await Promise.all([...burst, all]);
    expect(settled).toBe(true);
  });

  it('dates each row when it is handed in, not when its insert runs', async () => {
    const dates: Array<Date | undefined> = [];
    const repo = {
      recordMany: async (entries: readonly AiUsageEntry[]) => {
        dates.push(...entries.map((e) => e.at));
      },
    } as unknown as AiUsageRepo;
    const ledger = new UsageLedger(repo, 50);
    const handedIn = Date.now();
    await ledger.record(row('a'));
    expect(dates).toHaveLength(1);
    expect(dates[0]!.getTime()).toBeGreaterThanOrEqual(handedIn);
    expect(dates[0]!.getTime()).toBeLessThan(handedIn + 40);
  });

  it('fails only the rows of a failed insert, and goes on with the next', async () => {
    const { repo, inserts, finish } = slowRepo();
    const ledger = new UsageLedger(repo, 0);
    const first = ledger.record(row('a'));
    await wait(5);
    const second = ledger.record(row('b'));
    finish[0]!(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await wait(5);
    expect(inserts[1]).toEqual([row('b')]);
    finish[1]!();
    await expect(second).resolves.toBeUndefined();
    await ledger.settled();
  });
});
