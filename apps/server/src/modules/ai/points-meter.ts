import type { KeyValueStore } from '../../providers/kv/index.js';
import type { AiUsageRepo } from './usage-repo.js';

/**
 * A counter lives this long after its last use (renewed by every charge): longer than a
 * member's day, so a window never loses its counter while it runs.
 */
const COUNTER_TTL_SECONDS = 2 * 24 * 3600;

/** A user's allowance window: since this moment (none: all time). */
export interface PointsWindow {
  userId: string;
  since: Date | undefined;
}

/**
 * The AI points a user has used in the current allowance (a member's day from midnight Beijing
 * time, or the basic tier's points since the last membership ended), counted in the key-value
 * store: a charge is one atomic step (in memory, or one Redis round trip shared by every node)
 * instead of a locked database transaction in front of a stream's first token. The usage
 * ledger stays the record: a counter that is missing (a new window, one expired, Redis
 * emptied) is seeded from the ledger's sum once this node's pending rows are written.
 */
export class PointsMeter {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly usage: Pick<AiUsageRepo, 'pointsUsed'>,
    /** Resolves once the rows handed to the ledger so far are written (UsageLedger.settled). */
    private readonly settled: () => Promise<void>,
  ) {}

  /**
   * Adds `points` unless the window would pass `limit`: whether they went in, and the points
   * used afterwards (or still). Negative points give back (never below 0).
   */
  async add(
    window: PointsWindow,
    points: number,
    limit: number,
  ): Promise<{ added: boolean; used: number }> {
    const key = counterKey(window);
    // A second miss means the counter was seeded and dropped in between (a flush): seed again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await this.kv.addWithin(key, points, limit, COUNTER_TTL_SECONDS);
      if (result) return { added: result.added, used: result.value };
      await this.seed(key, window);
    }
    throw new Error('AI points counter could not be seeded');
  }

  /**
   * Gives `points` back to a counter that exists. A missing one is left alone: the ledger,
   * which it is seeded from, already holds the refund row.
   */
  async giveBack(window: PointsWindow, points: number): Promise<void> {
    await this.kv.addWithin(counterKey(window), -points, 0, COUNTER_TTL_SECONDS);
  }

  /** The points used in the window. */
  async used(window: PointsWindow): Promise<number> {
    return (await this.add(window, 0, Number.POSITIVE_INFINITY)).used;
  }

  /** Drops the counter (the ledger changed behind it): the next use seeds it again. */
  async forget(window: PointsWindow): Promise<void> {
    await this.settled();
    await this.kv.del(counterKey(window));
  }

  private async seed(key: string, window: PointsWindow): Promise<void> {
    await this.settled();
    const used = await this.usage.pointsUsed(window.userId, window.since);
    // Another request or node may have seeded it first: theirs stands, with what it has added.
    await this.kv.setIfAbsent(key, String(used), COUNTER_TTL_SECONDS);
  }
}

const counterKey = (window: PointsWindow) =>
  `ai-points:${window.userId}:${window.since?.getTime() ?? 0}`;
