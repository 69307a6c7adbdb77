import { execFile } from 'node:child_process';
import http from 'node:http';
import { readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { BENCH_POSTGRES_URL } from '../postgres.js';
import { payAll, type OpenOrder } from './client.js';
import type { Cluster } from './cluster.js';

/**
 * Redis and PostgreSQL restarted under load: the machine's shared services, so each outage is
 * kept to a few seconds and `ensureServicesUp` (called in the bench's finally) starts them
 * again whatever happened.
 */
const run = promisify(execFile);
const REDIS_HOST = ['-h', '127.0.0.1', '-p', '6379'];
const REDIS_START = [
  '--daemonize',
  'yes',
  '--bind',
  '127.0.0.1',
  '-::1',
  '--port',
  '6379',
  '--save',
  '',
  '--appendonly',
  'no',
  '--dir',
  '/var/lib/redis',
  '--logfile',
  '/var/log/redis/ci.log',
];
const pgVersion = () => readdirSync('/etc/postgresql')[0]!;

export async function redisUp(): Promise<boolean> {
  return run('redis-cli', [...REDIS_HOST, 'ping']).then(
    ({ stdout }) => stdout.trim() === 'PONG',
    () => false,
  );
}

export async function postgresUp(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: BENCH_POSTGRES_URL,
    connectionTimeoutMillis: 2000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

/** Redis: shut down without saving, down for `downMs`, started again; resolves once it answers. */
export async function restartRedis(downMs = 2000) {
  await run('redis-cli', [...REDIS_HOST, 'shutdown', 'nosave']).catch(() => undefined);
  await sleep(downMs);
  await run('redis-server', REDIS_START);
  await until(redisUp, 20_000);
}

/** PostgreSQL: pg_ctlcluster restart (fast shutdown, start); resolves once it answers. */
export async function restartPostgres() {
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', pgVersion(), 'main', 'restart']);
  await until(postgresUp, 30_000);
}

/** Both services answering, started again if not: for the bench's finally. */
export async function ensureServicesUp(): Promise<{ redis: boolean; postgres: boolean }> {
  if (!(await redisUp())) {
    await run('redis-server', REDIS_START).catch(() => undefined);
    await until(redisUp, 20_000);
  }
  if (!(await postgresUp())) {
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', pgVersion(), 'main', 'start']).catch(
      () => undefined,
    );
    await until(postgresUp, 30_000);
  }
  return { redis: await redisUp(), postgres: await postgresUp() };
}

interface Sample {
  start: number;
  end: number;
  /** 'ok', 'envelope <code>' (HTTP <status>), or 'network <error code>'. */
  outcome: string;
  failed: boolean;
  code?: number;
}

const networkFailure = (start: number, err: NodeJS.ErrnoException): Sample => ({
  start,
  end: Date.now(),
  outcome: `network ${err.code ?? err.message}`,
  failed: true,
});

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function request(url: string, token: string): Promise<Sample> {
  const start = Date.now();
  return new Promise((resolve) => {
    const req = http.get(
      url,
      { agent, headers: { authorization: `Bearer ${token}` }, timeout: 10_000 },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          let code: number | undefined;
          try {
            code = (JSON.parse(body) as { code: number }).code;
          } catch {
            code = undefined;
          }
          const failed = res.statusCode !== 200 || code !== 200;
          const outcome = failed ? `envelope ${code ?? 'none'} (HTTP ${res.statusCode})` : 'ok';
          resolve({ start, end: Date.now(), outcome, failed, ...(code ? { code } : {}) });
        });
        res.on('error', (err: NodeJS.ErrnoException) => resolve(networkFailure(start, err)));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) => resolve(networkFailure(start, err)));
  });
}

/**
 * Load while `fault` runs: `connections` loops, each alternating GET /api/user/user-info and
 * GET /api/order/status over the two nodes. It goes on until 10 s of successes only after the
 * service is back, or 40 s. Payment notifications for `orders` are sent meanwhile (each
 * refused one again a second later, as WeChat Pay does), then the database is asked whether
 * every order is paid and granted once.
 */
export async function underFault(
  cluster: Cluster,
  pool: pg.Pool,
  loadTokens: readonly { token: string; key: string }[],
  orders: readonly OpenOrder[],
  fault: () => Promise<void>,
  connections = 40,
) {
  const samples: Sample[] = [];
  let stopping = false;
  const loop = async (index: number) => {
    const { token, key } = loadTokens[index % loadTokens.length]!;
    for (let i = index; !stopping; i++) {
      const origin = cluster.origins[i % 2]!;
      const path =
        Math.floor(i / 2) % 2 === 0 ? '/api/user/user-info' : `/api/order/status?key=${key}`;
      const sample = await request(`${origin}${path}`, token);
      samples.push(sample);
      if (sample.failed) await sleep(20); // a failing request comes back at once: no busy loop
    }
  };
  const loops = Array.from({ length: connections }, (_, i) => loop(i));
  await sleep(3000);
  const faultAt = Date.now();
  const payments = payAll(cluster.origins, cluster.wechat, orders, faultAt + 90_000, 150);
  await fault();
  const upAt = Date.now();
  for (;;) {
    await sleep(500);
    const lastFailure = Math.max(0, ...samples.filter((s) => s.failed).map((s) => s.end));
    if (Date.now() - Math.max(lastFailure, upAt) >= 10_000 || Date.now() - upAt >= 40_000) break;
  }
  stopping = true;
  await Promise.all(loops);
  const paid = await payments;
  const numbers = orders.map((o) => o.orderNumber);
  const { rows } = await pool.query<{ paid: string; granted: string }>(
    `select (select count(*) from orders where order_number = any($1) and status = 'paid') as paid,
            (select count(*) from entitlements where source = 'order' and source_ref = any($1)) as granted`,
    [numbers],
  );
  const failures = samples.filter((s) => s.failed);
  const outcomes: Record<string, number> = {};
  for (const s of samples) outcomes[s.outcome] = (outcomes[s.outcome] ?? 0) + 1;
  const lastFailureEnd = Math.max(0, ...failures.map((s) => s.end));
  const during = samples.filter((s) => s.end >= faultAt);
  const processes = [...cluster.nodes, cluster.worker];
  const checks = {
    noProcessDied: processes.every((p) => p.alive()),
    noNetworkErrors: failures.every((s) => !s.outcome.startsWith('network')),
    everyFailureAnEnvelope: failures.every((s) => s.code !== undefined),
    everyFailureIn5000Range: failures.every((s) => s.code! >= 5000 && s.code! <= 5999),
    recoveredWithin30s: !failures.length || lastFailureEnd - upAt <= 30_000,
    noLostOrderOrGrant:
      Number(rows[0]!.paid) === orders.length && Number(rows[0]!.granted) === orders.length,
  };
  return {
    checks,
    connections,
    requests: samples.length,
    requestsDuringAndAfterFault: during.length,
    outcomes,
    failures: failures.length,
    networkErrors: failures.filter((s) => s.outcome.startsWith('network')).length,
    /** Failures whose answer was not a JSON envelope with a code. */
    failuresWithoutEnvelope: failures.filter((s) => s.code === undefined).length,
    failuresOutside5000Range: failures.filter(
      (s) => s.code === undefined || s.code < 5000 || s.code > 5999,
    ).length,
    outageMs: upAt - faultAt,
    lastFailureAfterFaultMs: failures.length ? lastFailureEnd - faultAt : 0,
    fullRecoveryAfterServiceBackMs: failures.length ? Math.max(0, lastFailureEnd - upAt) : 0,
    processesAlive: Object.fromEntries(processes.map((p) => [p.name, p.alive()])),
    payments: {
      orders: orders.length,
      notificationsSent: paid.attempts,
      refusedAndResent: paid.refused,
      unsettled: paid.unsettled,
      paidInDatabase: Number(rows[0]!.paid),
      grantsInDatabase: Number(rows[0]!.granted),
    },
  };
}
