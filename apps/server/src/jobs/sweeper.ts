import type { FastifyBaseLogger } from 'fastify';
import type { KeyValueStore } from '../providers/kv/kv.js';

/**
 * A running job's sign of life: written every BEAT_MS; a job silent for STALE_AFTER_MS belongs
 * to a process that died (killed worker, crashed node), and the sweeper (every SWEEP_EVERY_MS)
 * gives it another try or fails it. Worst case from a kill to the retry or the failure the
 * user sees: STALE_AFTER_MS + SWEEP_EVERY_MS (45 s), within the promised 60 s.
 */
export const BEAT_MS = 5_000;
export const STALE_AFTER_MS = 30_000;
export const SWEEP_EVERY_MS = 15_000;
/**
 * With no worker taking jobs (BullMQ without a live `npm run worker`), a job left by a dead
 * worker fails at once and one queued this long ago fails too: nobody would run it.
 */
export const NO_WORKER_GIVE_UP_MS = 60_000;

/** Calls `beat` every BEAT_MS until the returned function is called; a failed beat is logged. */
export function heartbeat(beat: () => Promise<void>, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    beat().catch((err: unknown) => log.warn({ err }, 'job heartbeat failed'));
  }, BEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Runs `sweep` now and then every SWEEP_EVERY_MS on one node of the cluster at a time: each
 * round goes to the node that takes the round's lock in the shared store (Redis with
 * REDIS_URL), so N nodes do not sweep N times, and start-up recovery runs once per cluster.
 */
export class ClusterSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly kv: KeyValueStore,
    /** `first`: the round at start. */
    private readonly sweep: (first: boolean) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = SWEEP_EVERY_MS,
  ) {}

  /** The first round (awaited), then the timer. */
  async start(): Promise<void> {
    await this.round(true);
    this.timer = setInterval(() => void this.round(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async round(first = false): Promise<void> {
    if (this.running) return;
    const run = (async () => {
      try {
        // Held for a little less than a round, so the next round is anyone's again.
        const ttl = Math.max(1, Math.floor(this.everyMs / 1000) - 1);
        if (!(await this.kv.setIfAbsent(`lock:sweep:${this.name}`, String(process.pid), ttl))) {
          return;
        }
        await this.sweep(first);
      } catch (err) {
        this.log.warn({ err, sweep: this.name }, 'sweep failed');
      }
    })();
    this.running = run;
    await run;
    this.running = null;
  }
}
