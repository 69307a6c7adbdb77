import type { AiUsageEntry, AiUsageRepo } from './usage-repo.js';

/**
 * What the other modules ask of the AI usage ledger: one row written (the tokens of a fill or
 * an import), resolved once it is in. The ledger (UsageLedger) gives it.
 */
export interface UsageRecorder {
  record(entry: AiUsageEntry): Promise<void>;
}

/** The most rows one insert carries. */
const MAX_BATCH = 500;
/**
 * How long a row waits for others before its insert goes: the charges of a burst of streams
 * share a few inserts (on PGlite every insert runs on the server's own thread, between the
 * streams' first tokens), while a lone row is written within this time.
 */
export const LEDGER_GATHER_MS = 25;

interface Pending {
  entry: AiUsageEntry;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * The AI usage ledger's writer, with group commit: a row waits LEDGER_GATHER_MS for others (or
 * for the insert under way) and they go together in one multi-row insert, so 500 streams
 * opening at once cost a few dozen inserts instead of 500, none of them in front of a first
 * token. `settled` tells when what was handed in is written.
 */
export class UsageLedger implements UsageRecorder {
  private queue: Pending[] = [];
  private writing: Promise<void> | null = null;
  private gathering: NodeJS.Timeout | null = null;
  /** Rows handed in and not yet written or failed. */
  private readonly unsettled = new Set<Promise<void>>();

  constructor(
    private readonly repo: AiUsageRepo,
    private readonly gatherMs = LEDGER_GATHER_MS,
  ) {}

  /**
   * Writes one row, dated when it is handed in (not when the insert runs: a charge at 23:59:59
   * Beijing time belongs to that day); resolves once it is in the database (rejects if its
   * insert failed).
   */
  record(entry: AiUsageEntry): Promise<void> {
    const dated = { ...entry, at: entry.at ?? new Date() };
    const written = new Promise<void>((resolve, reject) => {
      this.queue.push({ entry: dated, resolve, reject });
      this.gathering ??= setTimeout(() => {
        this.gathering = null;
        this.drain();
      }, this.gatherMs);
    });
    const done = written.then(
      () => undefined,
      () => undefined,
    );
    this.unsettled.add(done);
    void done.then(() => this.unsettled.delete(done));
    return written;
  }

  /**
   * Resolves once every row handed in so far has been written (or has failed); rows handed in
   * later do not hold it up.
   */
  async settled(): Promise<void> {
    await Promise.all([...this.unsettled]);
  }

  private drain(): void {
    if (this.writing) return;
    this.writing = (async () => {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          await this.repo.recordMany(batch.map((pending) => pending.entry));
          for (const pending of batch) pending.resolve();
        } catch (err) {
          for (const pending of batch) pending.reject(err);
        }
      }
    })().finally(() => {
      this.writing = null;
    });
  }
}
