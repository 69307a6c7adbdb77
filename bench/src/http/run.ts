import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { machineInfo } from '../machine.js';
import { BENCH_REDIS_URL, createBenchDatabase } from '../postgres.js';
import { startBuiltServer } from '../web/built-server.js';
import {
  load as autocannonLoad,
  signInUsers,
  startBare,
  type CountedLoad,
  type Load,
} from './clients.js';

/**
 * GET /api/user/user-info (an authenticated call: session lookup, then the user) against a
 * bare Fastify route, autocannon at 100 connections from this process, on PGlite and on
 * PostgreSQL + Redis, in one run on one machine, with the default configuration (the general
 * rate limit at its 600 a minute). Ratio = user-info answers with code 200 a second / bare
 * req/s. Results go to bench/results/http.json. Needs `npm run build` first.
 */
const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const GOALS = { ratio: 0.25, p99Ms: 20 };
/**
 * The signed-in users whose calls the load carries, in turn on every connection (as a proxy's
 * or an office's one address carries many users'): enough that the rate measured stays inside
 * each user's budget of the general limit for good (600 a minute each: up to 10,000 calls a
 * second in all), as real traffic does. One user at this rate is what the limit is there to stop.
 */
const USERS = 1000;
const load = (url: string, requests?: { path: string; headers: Record<string, string> }[]) =>
  autocannonLoad(url, { connections: CONNECTIONS, seconds: DURATION_S, requests });

const round2 = (n: number) => Number(n.toFixed(2));

/** `make` for each item, `width` at a time. */
async function eachInTurn<T, R>(items: T[], width: number, make: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    out.push(...(await Promise.all(items.slice(i, i + width).map(make))));
  }
  return out;
}

/** An open order of the sandbox for each user, as while a payment QR is shown (issue 11). */
async function openOrders(origin: string, tokens: string[]) {
  return eachInTurn(tokens, 10, async (token) => {
    const headers = { authorization: `Bearer ${token}` };
    const charge = (await fetch(`${origin}/api/v8/embed/product/charge?productId=pro-yearly`, {
      headers,
    }).then((res) => res.json())) as { code: number; data: { key: string } };
    if (charge.code !== 200) throw new Error(`charge: ${JSON.stringify(charge)}`);
    return { path: `/api/order/status?key=${charge.data.key}`, headers };
  });
}

async function measure(name: string, env: Record<string, string>) {
  const bare = await startBare();
  const app = await startBuiltServer(env);
  try {
    // Each signs in from a loopback address of its own (the per-address SMS and captcha limits);
    // the load then comes from 127.0.0.1 alone.
    const tokens = await signInUsers([app.origin], USERS, 'loopback');
    const userInfoCalls = tokens.map((token) => ({
      path: '/api/user/user-info',
      headers: { authorization: `Bearer ${token}` },
    }));
    const orderStatusCalls = await openOrders(app.origin, tokens);
    // Back to back, bare first and last, so that drift on a shared machine shows.
    const bareBefore = await load(bare.url);
    const userInfo = await load(`${app.origin}/api/user/user-info`, userInfoCalls);
    const orderStatus = await load(`${app.origin}/api/order/status`, orderStatusCalls);
    const bareAfter = await load(bare.url);
    const bareRps = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
    const ratio = Number((userInfo.requestsPerSecond / bareRps).toFixed(3));
    const orderStatusRatio = Number((orderStatus.requestsPerSecond / bareRps).toFixed(3));
    const line = (l: CountedLoad) =>
      `${l.requestsPerSecond} code-200/s (p99 ${l.latencyMs.p99} ms, ${l.answers.ok} ok, ${l.answers.refused} refused)`;
    console.log(
      `${name}: user-info ${line(userInfo)}, order status ${line(orderStatus)}, bare ${bareRps} req/s, ratios ${ratio} / ${orderStatusRatio}`,
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

const loadBefore = loadavg();
const pglite = await measure('pglite', {});
const database = await createBenchDatabase();
const postgres = await measure('postgres+redis', {
  DATABASE_URL: database.url,
  REDIS_URL: BENCH_REDIS_URL,
}).finally(() => database.drop());
const result = {
  machine: machineInfo(),
  measuredAt: new Date().toISOString(),
  // The machine's load around the run (1, 5, 15 min): a busy machine shows in p99 first.
  loadAverage: { before: loadBefore.map(round2), after: loadavg().map(round2) },
  notes: [
    `autocannon in the bench process, ${CONNECTIONS} connections, ${DURATION_S} s after a 2 s warm-up; the built server (apps/server/dist) and a bare Fastify route each in their own process on loopback`,
    'the default configuration: no RATE_LIMIT_PER_MINUTE (the general limit at 600 a minute per signed-in user, else per address), no TRUST_PROXY',
    `${USERS} users, each signed in from a loopback address of its own; the measured calls are theirs in turn on every connection, all from 127.0.0.1 (one address, as behind a proxy or a NAT)`,
    'requestsPerSecond counts answers whose envelope code is 200 (answers.ok); answers.refused (any other code, e.g. 5427) is not throughput. p99 is over every answer',
    'ratio = user-info code-200 answers a second over the mean of the bare route measured just before and just after; orderStatusRatio the same for GET /api/order/status of each user’s open sandbox order (issue 11)',
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
