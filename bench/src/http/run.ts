import { mkdir, writeFile } from 'node:fs/promises';
import { machineInfo } from '../machine.js';
import { BENCH_REDIS_URL, createBenchDatabase } from '../postgres.js';
import { startBuiltServer } from '../web/built-server.js';
import { load as autocannonLoad, signIn, startBare, type Load } from './clients.js';

/**
 * GET /api/user/user-info (an authenticated call: session lookup, then the user) against a
 * bare Fastify route, autocannon at 100 connections from this process, on PGlite and on
 * PostgreSQL + Redis, in one run on one machine. Ratio = user-info req/s / bare req/s.
 * Results go to bench/results/http.json. Needs `npm run build` first.
 */
const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const GOALS = { ratio: 0.25, p99Ms: 20 };
// The general per-address limit stays on (its cost is part of the figure), high enough that
// one client machine is not throttled.
const RATE_LIMIT_PER_MINUTE = '1000000';
const load = (url: string, headers: Record<string, string> = {}) =>
  autocannonLoad(url, { connections: CONNECTIONS, seconds: DURATION_S, headers });

async function measure(name: string, env: Record<string, string>) {
  const bare = await startBare();
  const app = await startBuiltServer({ RATE_LIMIT_PER_MINUTE, ...env });
  try {
    const token = await signIn(app.origin);
    const headers = { authorization: `Bearer ${token}` };
    // Back to back, bare first and last, so that drift on a shared machine shows.
    const bareBefore = await load(bare.url);
    const userInfo = await load(`${app.origin}/api/user/user-info`, headers);
    // The payment poll (issue 11): an open order of the sandbox, as while a QR is shown.
    const charge = (await fetch(`${app.origin}/api/v8/embed/product/charge?productId=pro-yearly`, {
      headers,
    }).then((res) => res.json())) as { code: number; data: { key: string } };
    if (charge.code !== 200) throw new Error(`charge: ${JSON.stringify(charge)}`);
    const orderStatus = await load(
      `${app.origin}/api/order/status?key=${charge.data.key}`,
      headers,
    );
    const bareAfter = await load(bare.url);
    const bareRps = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
    const ratio = Number((userInfo.requestsPerSecond / bareRps).toFixed(3));
    const orderStatusRatio = Number((orderStatus.requestsPerSecond / bareRps).toFixed(3));
    console.log(
      `${name}: user-info ${userInfo.requestsPerSecond} req/s (p99 ${userInfo.latencyMs.p99} ms), order status ${orderStatus.requestsPerSecond} req/s (p99 ${orderStatus.latencyMs.p99} ms), bare ${bareRps} req/s, ratios ${ratio} / ${orderStatusRatio}`,
    );
    const meets = (l: Load, r: number) =>
      r >= GOALS.ratio && l.latencyMs.p99 < GOALS.p99Ms && l.errors === 0 && l.non2xx === 0;
    return {
      bare: { before: bareBefore, after: bareAfter },
      userInfo,
      ratio,
      orderStatus,
      orderStatusRatio,
      meetsGoal: meets(userInfo, ratio) && meets(orderStatus, orderStatusRatio),
    };
  } finally {
    await app.stop();
    bare.child.kill('SIGTERM');
  }
}

const pglite = await measure('pglite', {});
const database = await createBenchDatabase();
const postgres = await measure('postgres+redis', {
  DATABASE_URL: database.url,
  REDIS_URL: BENCH_REDIS_URL,
}).finally(() => database.drop());
const result = {
  machine: machineInfo(),
  measuredAt: new Date().toISOString(),
  notes: [
    `autocannon in the bench process, ${CONNECTIONS} connections, ${DURATION_S} s after a 2 s warm-up; the built server (apps/server/dist) and a bare Fastify route each in their own process on loopback`,
    'ratio = user-info req/s over the mean of the bare route measured just before and just after; orderStatusRatio the same for GET /api/order/status of an open sandbox order (issue 11)',
    `RATE_LIMIT_PER_MINUTE=${RATE_LIMIT_PER_MINUTE}: the general limiter runs (and costs) but does not throttle the one client`,
  ],
  goals: GOALS,
  pglite,
  postgresRedis: postgres,
  meetsGoal: pglite.meetsGoal && postgres.meetsGoal,
};
await mkdir(new URL('../../results/', import.meta.url), { recursive: true });
await writeFile(
  new URL('../../results/http.json', import.meta.url),
  `${JSON.stringify(result, null, 2)}\n`,
);
