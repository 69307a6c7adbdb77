import type { Readiness } from '@slidecraft/contract';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { KeyValueStore } from '../../providers/kv/index.js';

/** A check slower than this counts as failed: a probe must answer before its own timeout. */
const CHECK_TIMEOUT_MS = 2_000;

type Checks = Readiness['checks'];
type CheckState = Checks['database'];

function withinTimeout(check: () => Promise<unknown>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckState>((resolve) => {
    timer = setTimeout(() => resolve('failed'), CHECK_TIMEOUT_MS);
  });
  const run = Promise.resolve()
    .then(check)
    .then(
      () => 'ok' as const,
      () => 'failed' as const,
    );
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this node can serve: the database answers `select 1`, Redis answers PING (when
 * REDIS_URL is set) and the job queue answers its ping (BullMQ: Redis; the in-process queue: not closed).
 * Only the state of each part is returned, never an error message (it could name hosts).
 */
export async function checkReadiness(ctx: {
  database: Database;
  kv: KeyValueStore;
  jobs: Pick<JobQueue, 'ping'>;
}): Promise<{ ready: boolean; checks: Checks }> {
  const { database, kv, jobs } = ctx;
  const [db, redis, queue] = await Promise.all([
    withinTimeout(() => database.ping()),
    kv.kind === 'redis' ? withinTimeout(() => kv.ping()) : Promise.resolve('off' as const),
    withinTimeout(() => jobs.ping()),
  ]);
  const checks = { database: db, redis, queue };
  return { ready: Object.values(checks).every((state) => state !== 'failed'), checks };
}
