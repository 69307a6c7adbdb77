import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@slidecraft/contract';
import { startS3, type RunningS3 } from './fakes/s3-server.js';
import { startWechatPayFake } from './fakes/wechatpay-fake.js';
import { createRecord, pollUntilSettled, startGeneration } from './generation-jobs.js';
import { exportRecord, OUTLINE } from './generation-helpers.js';
import {
  auth,
  buildUser,
  call,
  createPostgresDatabase,
  latestSmsCode,
  newQr,
  qrStatus,
  requestSmsCode,
  uniqueIp,
  uniquePhone,
} from './helper.js';
import { chargeFor, orderStatusOf, userInfoOf } from './pay-helper.js';
import { remoteApp } from './remote-app.js';

/**
 * Many nodes (issue 15): two API processes and one worker (`src/worker.ts`, what `npm run
 * worker` starts) on the machine's PostgreSQL and Redis, with no APP_SECRET (the nodes share
 * the one kept in the database). Whatever one node starts, the other continues.
 */

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
/** A Redis database of its own: the queue and the keys of this test only. */
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/7`;

/**
 * Ports nobody listens on, all different: each is held open until every one is chosen, so two
 * calls cannot hand out the same port before its process has bound it.
 */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

interface Node {
  child: ChildProcess;
  output: string[];
}

/** The test's environment without settings of its own: no APP_SECRET (the nodes share one). */
function inherited(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.APP_SECRET;
  return env;
}

function startProcess(entry: string, env: Record<string, string>): Node {
  const child = spawn(
    process.execPath,
    ['--conditions=slidecraft-source', '--import', 'tsx', `src/${entry}`],
    { cwd: SERVER_DIR, env: { ...inherited(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

async function waitFor(what: string, node: Node, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (node.child.exitCode !== null) {
      throw new Error(`${what} exited ${node.child.exitCode}: ${node.output.join('')}`);
    }
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start: ${node.output.join('')}`);
}

async function stop(node: Node | undefined): Promise<void> {
  if (!node || node.child.exitCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await exited;
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('two API nodes and a worker', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const nodes: Node[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;
  let dataDir = '';
  let fake: Awaited<ReturnType<typeof startWechatPayFake>>;
  let s3: RunningS3 | undefined;
  let workerUrl = '';
  let workerOutput: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sc-cluster-'));
    const database = await createPostgresDatabase();
    dropDatabase = database.drop;
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    fake = await startWechatPayFake(dataDir);
    // Files go to one bucket that every node reads (each has its own DATA_DIR).
    s3 = await startS3();
    const shared = {
      ...s3.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '0',
      WORKER_INLINE: '0',
      ...fake.env,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    };
    const [portA, portB, workerPort] = (await freePorts(3)) as [number, number, number];
    const api = (name: string, port: number) => {
      const node = startProcess('main.ts', {
        ...shared,
        PORT: String(port),
        DATA_DIR: path.join(dataDir, name),
      });
      nodes.push(node);
      return { node, url: `http://127.0.0.1:${port}` };
    };
    // One at a time: the first start migrates the database and stores the secret.
    const first = api('a', portA);
    await waitFor('node A', first.node, async () => (await fetch(`${first.url}/api/healthz`)).ok);
    const second = api('b', portB);
    workerUrl = `http://127.0.0.1:${workerPort}`;
    const worker = startProcess('worker.ts', {
      ...shared,
      LOG_LEVEL: 'info',
      WORKER_PORT: String(workerPort),
      DATA_DIR: path.join(dataDir, 'worker'),
    });
    workerOutput = worker.output;
    nodes.push(worker);
    await waitFor('node B', second.node, async () => (await fetch(`${second.url}/api/healthz`)).ok);
    await waitFor('the worker', worker, async () =>
      worker.output.join('').includes('worker started'),
    );
    a = remoteApp(first.url);
    b = remoteApp(second.url);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(nodes.map(stop));
    await dropDatabase?.();
    await fake?.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('an SMS code sent through A signs in on B (one secret), and the per-phone limit holds across nodes', async () => {
    const phone = uniquePhone();
    expect((await requestSmsCode(a, phone, uniqueIp())).body.code).toBe(200);
    // The 60 s window is the phone's, whichever node is asked.
    const again = await requestSmsCode(b, phone, uniqueIp());
    expect(again.body.code).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
    const code = await latestSmsCode(a, phone);
    const login = await call<{ token: string }>(b, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone, code },
    });
    expect(login.body.code).toBe(200);
    expect((await userInfoOf(a, login.body.data.token)).phone).toContain(phone.slice(-4));
  });

  it('a QR login created on A is polled to success on B', async () => {
    const { topic } = (await newQr(a)).body.data;
    expect((await qrStatus(b, topic)).body.data.status).toBe('waiting');
    const scan = await call(b, { method: 'POST', url: '/api/dev/wechat/scan', payload: { topic } });
    expect(scan.body.code).toBe(200);
    const done = await qrStatus(b, topic);
    expect(done.body.data.status).toBe('success');
    expect(done.body.data.token).toBeTruthy();
  });

  it('logout on A makes the token 401 on B at once', async () => {
    const user = await buildUser(a);
    expect(
      (await call(b, { method: 'GET', url: '/api/user/user-info', headers: auth(user.token) }))
        .status,
    ).toBe(200);
    const out = await call(a, {
      method: 'POST',
      url: '/api/user/logout',
      headers: auth(user.token),
    });
    expect(out.body.code).toBe(200);
    const after = await call(b, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(user.token),
    });
    expect(after.status).toBe(401);
  });

  it('a generation and an export asked on A are run by the worker and read through B', async () => {
    const user = await buildUser(a);
    const recordId = await createRecord(a, user.token, OUTLINE);
    expect((await startGeneration(a, user.token, recordId)).body.code).toBe(200);
    const seen = await pollUntilSettled(b, user.token, recordId);
    expect(seen.at(-1)!.status).toBe('completed');
    // The export's request id follows it into the worker's log line for the job.
    const reqId = `cluster-export-${Date.now()}`;
    const asked = await call(a, {
      method: 'POST',
      url: '/api/ai/generate-ppt/download',
      headers: { ...auth(user.token), 'x-request-id': reqId },
      payload: { recordId },
    });
    expect(asked.body.code).toBe(200);
    const exported = await exportRecord(b, user.token, recordId);
    expect(exported.status).toBe('finish');
    expect(
      workerOutput
        .join('')
        .split('\n')
        .some((line) => line.includes('"job done"') && line.includes(`"reqId":"${reqId}"`)),
    ).toBe(true);
    const link = new URL(exported.url, 'http://x');
    const file = await b.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(file.statusCode).toBe(200);
    // A PPTX is a zip, kept in the bucket (the worker wrote it, B read it).
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await s3!.keys()).some((key) => key.startsWith('exports/'))).toBe(true);
  });

  it('a payment notification arriving at B settles an order created on A', async () => {
    const user = await buildUser(a);
    const order = (await chargeFor(a, user.token)).body.data;
    expect(order.orderNumber).toBeTruthy();
    const notification = fake.pay(order.orderNumber);
    const res = await b.inject({
      method: 'POST',
      url: '/api/pay/notify/wechat',
      headers: notification.headers,
      payload: notification.body,
    });
    expect(res.statusCode).toBe(204);
    expect((await orderStatusOf(a, user.token, order.orderNumber)).body.data.orderStatus).toBe(
      'paid',
    );
    expect((await userInfoOf(b, user.token)).isRole).toBe(true);
  });

  it('the worker answers its readiness and metrics (job times by name) on WORKER_PORT, and no API', async () => {
    const ready = await fetch(`${workerUrl}/api/readyz`);
    expect(ready.status).toBe(200);
    const metrics = await (await fetch(`${workerUrl}/api/metrics`)).text();
    expect(metrics).toMatch(
      /slidecraft_job_duration_seconds_count\{[^}]*job="export"[^}]*\} [1-9]/,
    );
    expect((await fetch(`${workerUrl}/api/products`)).status).toBe(404);
  });
});
