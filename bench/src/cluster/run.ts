import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import pg from 'pg';
import { startBare, load, signInUsers, type Load } from '../http/clients.js';
import { machineInfo } from '../machine.js';
import { api, notifyPaid, openOrder, type OpenOrder } from './client.js';
import { startCluster, type Cluster } from './cluster.js';
import { ensureServicesUp, restartPostgres, restartRedis, underFault } from './faults.js';
import { loadBoth } from './load.js';
import { outlineStreams, STREAMS } from './streams.js';
import { killWorkerMidExport } from './worker-kill.js';

/**
 * Issue 15, item 5: two API nodes and a worker under load and faults (cluster.ts), in one run
 * on one machine. Results go to bench/results/cluster.json.
 *
 * 1. GET /api/user/user-info and GET /api/order/status at 200 connections over the two nodes
 *    (the client balances: 100 to each, summed), against a bare Fastify route at 200
 *    connections measured just before and just after.
 * 2. 500 outline streams at once over the two nodes (streams.ts).
 * 3. SIGKILL of the worker mid-export, with a new worker started at once and with none for 75 s
 *    (worker-kill.ts).
 * 4. Last, Redis then PostgreSQL restarted under load (faults.ts), with payments arriving.
 */
const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const FAULT_ORDERS = 20;
const GOALS = {
  ratio: 0.25,
  streamErrors: 0,
  workerKillSettledMs: 60_000,
  faultRecoveryMs: 30_000,
};
const round = (n: number, digits = 3) => Number(n.toFixed(digits));

async function measureLoad(cluster: Cluster, bareUrl: string, token: string, key: string) {
  const headers = { authorization: `Bearer ${token}` };
  const bareBefore = await load(bareUrl, { connections: CONNECTIONS, seconds: SECONDS });
  const userInfo = await loadBoth(
    cluster.origins.map((o) => `${o}/api/user/user-info`),
    { connections: CONNECTIONS, seconds: SECONDS, headers },
  );
  const orderStatus = await loadBoth(
    cluster.origins.map((o) => `${o}/api/order/status?key=${key}`),
    { connections: CONNECTIONS, seconds: SECONDS, headers },
  );
  const bareAfter = await load(bareUrl, { connections: CONNECTIONS, seconds: SECONDS });
  const bareRps = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
  const ratio = round(userInfo.requestsPerSecond / bareRps);
  const orderStatusRatio = round(orderStatus.requestsPerSecond / bareRps);
  const clean = (l: Load) => l.errors === 0 && l.non2xx === 0;
  return {
    bare: { before: bareBefore, after: bareAfter },
    userInfo,
    ratio,
    orderStatus,
    orderStatusRatio,
    meetsGoal:
      ratio >= GOALS.ratio &&
      orderStatusRatio >= GOALS.ratio &&
      clean(userInfo) &&
      clean(orderStatus),
  };
}

/** The faults, run in this order, last of all: the machine's shared Redis and PostgreSQL. */
const FAULTS = { redisRestart: () => restartRedis(), postgresRestart: () => restartPostgres() };

/** Open orders of fresh users, for the notifications sent during a fault. */
async function freshOrders(cluster: Cluster, count: number): Promise<OpenOrder[]> {
  const tokens = await signInUsers(cluster.origins, count);
  return Promise.all(tokens.map((token, i) => openOrder(cluster.origins[i % 2]!, token)));
}

const loadBefore = loadavg()[0]!;
const bare = await startBare();
let cluster: Cluster | undefined;
let pool: pg.Pool | undefined;
let servicesAtEnd: { redis: boolean; postgres: boolean } | undefined;
try {
  cluster = await startCluster();
  pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  const streamUsers = Math.ceil(STREAMS.count / STREAMS.perUser);
  const tokens = await signInUsers(cluster.origins, streamUsers + 1);
  const loadUser = tokens[0]!;
  const loadOrder = await openOrder(cluster.origins[0], loadUser);
  console.log('cluster up; load at 200 connections');
  const loadFigures = await measureLoad(cluster, bare.url, loadUser, loadOrder.key);
  console.log(
    JSON.stringify({ ratio: loadFigures.ratio, orderStatusRatio: loadFigures.orderStatusRatio }),
  );

  console.log('500 outline streams');
  const streams = await outlineStreams(
    cluster.origins,
    tokens.slice(0, streamUsers),
    cluster.upstream,
  );
  console.log(JSON.stringify({ errors: streams.errors, kinds: streams.errorKinds }));

  // A member (paid through the WeChat Pay notification path): 100-slide decks are a member's.
  const member = await openOrder(cluster.origins[0], tokens[streamUsers]!);
  if (!(await notifyPaid(cluster.origins[1], cluster.wechat, member.orderNumber)).ok) {
    throw new Error('the member order was not settled');
  }
  console.log('worker SIGKILL mid-export, restarted');
  const killRestarted = await killWorkerMidExport(cluster, pool, member.token, {
    restart: true,
    observeMs: 0,
  });
  console.log(
    JSON.stringify({ outcome: killRestarted.outcome, ms: killRestarted.settledAfterKillMs }),
  );
  console.log('worker SIGKILL mid-export, no worker for 75 s');
  const killAlone = await killWorkerMidExport(cluster, pool, member.token, {
    restart: false,
    observeMs: 75_000,
  });
  console.log(JSON.stringify({ outcome: killAlone.outcome, ms: killAlone.settledAfterKillMs }));

  // The faults, last: the machine's shared Redis and PostgreSQL.
  const loadTokens = await Promise.all(
    (await signInUsers(cluster.origins, 10)).map((token) => openOrder(cluster!.origins[1], token)),
  );
  await api(cluster.origins[0], loadTokens[0]!.token, '/api/user/user-info');
  const faults: Record<string, Awaited<ReturnType<typeof underFault>>> = {};
  for (const [name, fault] of Object.entries(FAULTS)) {
    console.log(`${name} under load`);
    const orders = await freshOrders(cluster, FAULT_ORDERS);
    faults[name] = await underFault(cluster, pool, loadTokens, orders, fault);
    console.log(JSON.stringify(faults[name]));
  }
  servicesAtEnd = await ensureServicesUp();

  const killPasses = (k: typeof killRestarted) =>
    k.settledAfterKillMs <= GOALS.workerKillSettledMs &&
    (k.outcome === 'finish'
      ? k.downloadedThroughOtherNode?.pptx === true
      : k.outcome === 'error' && !!k.errorMessage);
  const goalsMet = {
    load: loadFigures.meetsGoal,
    streams: streams.errors === GOALS.streamErrors,
    workerKillRestarted: killPasses(killRestarted),
    workerKillNoWorker: killPasses(killAlone),
    ...Object.fromEntries(
      Object.entries(faults).map(([name, f]) => [name, Object.values(f.checks).every(Boolean)]),
    ),
  };
  const noWorker = killAlone.exportRowTimeline.filter(
    (seen) => seen.atMs < (killAlone.newWorkerReadyAfterKillMs ?? Infinity),
  );
  const findings = [
    ...Object.entries(faults).map(
      ([name, f]) =>
        `${name}: ${f.failures} of ${f.requests} requests failed (${Object.keys(f.outcomes).join(', ')}), the last ${f.lastFailureAfterFaultMs} ms after the fault began (service answering again after ${f.outageMs} ms); processes alive: ${JSON.stringify(f.processesAlive)}`,
    ),
    `with no worker: the killed export read ${noWorker.map((seen) => `${seen.status}@${seen.atMs}ms`).join(' -> ')}, and the user read ${killAlone.outcome === 'error' ? `the failure message '${killAlone.errorMessage}'` : `'${killAlone.outcome}'`} ${killAlone.settledAfterKillMs} ms after the kill (the sweepers fail a dead worker's job at once when no worker is connected)`,
  ];
  const result = {
    machine: {
      ...machineInfo(),
      loadAverageBefore: round(loadBefore, 2),
      loadAverageAfter: round(loadavg()[0]!, 2),
    },
    measuredAt: new Date().toISOString(),
    notes: [
      'two API processes (apps/server/src/main.ts) and one worker (src/worker.ts, what `npm run worker` runs), each run from source with tsx as the multi-node test does, on a PostgreSQL database created for the run on the local server (dropped after), Redis database 8 of the local Redis (flushed first), one s3rver bucket shared by all, the WeChat Pay fake and the scripted model upstream of the API tests; RATE_LIMIT_PER_MINUTE=0; all on one machine with the bench client',
      `load balancing: in the client. autocannon runs one instance per node with ${CONNECTIONS / 2} connections each at the same time and the req/s are summed (latency: the worse node); the bare Fastify route (bench/src/http/bare-server.ts, one process) gets all ${CONNECTIONS} connections, measured just before and just after; ${SECONDS} s after a 2 s warm-up each; ratio = cluster req/s / mean bare req/s`,
      `streams: ${STREAMS.count} POST /api/ai/chat type 'outline' streams opened at once, alternating the nodes, ${STREAMS.perUser} per user, each ${STREAMS.chunks} chunks ${STREAMS.delayMs} ms apart from the upstream; an error is a failed request, an event that is not 200, or no done event`,
      "worker kill: a member's 100-slide PPTX export asked on node A, the worker SIGKILLed as soon as the exports row reads 'running' (polled every 2 ms), the download result polled through node B every 250 ms; with a new worker started at once (a process manager) and with no worker (one started once the export settled, or after 75 s). The sweeper (every 15 s on whichever node takes its lock) puts an export whose heartbeat is 30 s old back in the queue, so the retry comes 30 to 45 s after the kill; with no worker connected it fails the export instead (5402)",
      `faults: ${40} request loops alternating user-info and order status over both nodes; Redis shut down (nosave), down 2 s, started again empty; PostgreSQL restarted with pg_ctlcluster (fast shutdown). Load runs until 10 s of successes only after the service answers again (at most 40 s). ${FAULT_ORDERS} open orders of fresh users are paid through WeChat Pay notifications sent across the fault (each refused one again 1 s later, as WeChat Pay retries), then orders paid and entitlements (grants) are counted in the database. fullRecoveryAfterServiceBackMs = end of the last failed request - the moment the service answered again`,
    ],
    goals: GOALS,
    load: loadFigures,
    outlineStreams: streams,
    workerKill: { restarted: killRestarted, noWorkerFor75s: killAlone },
    faults,
    servicesUpAtEnd: servicesAtEnd,
    findings,
    goalsMet,
    meetsGoal: Object.values(goalsMet).every(Boolean),
  };
  await mkdir(new URL('../../results/', import.meta.url), { recursive: true });
  await writeFile(
    new URL('../../results/cluster.json', import.meta.url),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(JSON.stringify({ goalsMet }, null, 2));
} finally {
  // The shared services come back whatever happened.
  servicesAtEnd = await ensureServicesUp();
  console.log(`services at the end: ${JSON.stringify(servicesAtEnd)}`);
  await pool?.end().catch(() => undefined);
  await cluster?.stop();
  bare.child.kill('SIGTERM');
}
