import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { startS3, type RunningS3 } from '@slidecraft/server/test-fakes/s3-server';
import { startWechatPayFake } from '@slidecraft/server/test-fakes/wechatpay-fake';
import { startUpstream, type BenchUpstream } from '../generation/processes.js';
import { createBenchDatabase } from '../postgres.js';
import { freePort } from '../web/built-server.js';

/**
 * The cluster of the cluster bench: two API nodes (apps/server/src/main.ts) and one worker
 * (src/worker.ts, what `npm run worker` runs), each its own process run from source as the
 * multi-node test does, on a fresh PostgreSQL database, Redis database 8 (flushed first), one
 * S3 bucket (s3rver), the WeChat Pay fake and the scripted model upstream.
 */
const SERVER_DIR = fileURLToPath(new URL('../../../apps/server/', import.meta.url));
export const REDIS_DB_URL = `${process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'}/8`;

export interface ClusterProcess {
  name: string;
  child: ChildProcess;
  output: string[];
  alive(): boolean;
}

function startProcess(name: string, entry: string, env: Record<string, string>): ClusterProcess {
  const child = spawn(
    process.execPath,
    ['--conditions=slidecraft-source', '--import', 'tsx', `src/${entry}`],
    {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.splice(0, 200);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const alive = () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return false;
    try {
      process.kill(child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  return { name, child, output, alive };
}

async function waitFor(proc: ClusterProcess, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!proc.alive()) throw new Error(`${proc.name} exited: ${proc.output.join('')}`);
    if (await ready().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${proc.name} did not start: ${proc.output.join('')}`);
}

export async function stopProcess(proc: ClusterProcess | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
}

export type WechatFake = Awaited<ReturnType<typeof startWechatPayFake>>;

export interface Cluster {
  origins: [string, string];
  nodes: [ClusterProcess, ClusterProcess];
  worker: ClusterProcess;
  databaseUrl: string;
  upstream: BenchUpstream;
  wechat: WechatFake;
  /** A new worker with the same environment (what a process manager does after a crash). */
  startWorker(): Promise<ClusterProcess>;
  stop(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sc-bench-cluster-'));
  const cleanups: (() => Promise<unknown>)[] = [
    () => rm(dataDir, { recursive: true, force: true }),
  ];
  const processes: ClusterProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.map(stopProcess));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const database = await createBenchDatabase();
    cleanups.push(() => database.drop());
    execFileSync('redis-cli', ['-u', REDIS_DB_URL, 'flushdb']);
    const wechat = await startWechatPayFake(dataDir);
    cleanups.push(() => wechat.close());
    const s3: RunningS3 = await startS3('slidecraft-bench');
    cleanups.push(() => s3.close());
    const upstream = await startUpstream();
    cleanups.push(() => upstream.stop());
    const shared = {
      ...s3.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_DB_URL,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '0',
      WORKER_INLINE: '0',
      LLM_BASE_URL: upstream.baseUrl,
      LLM_API_KEY: upstream.apiKey,
      LLM_MODEL: 'scripted-chat',
      AI_MAX_STREAMS_PER_USER: '3',
      ...wechat.env,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    };
    const api = async (name: string) => {
      const port = await freePort();
      const node = startProcess(name, 'main.ts', {
        ...shared,
        PORT: String(port),
        DATA_DIR: path.join(dataDir, name),
      });
      processes.push(node);
      const origin = `http://127.0.0.1:${port}`;
      return { node, origin, ready: async () => (await fetch(`${origin}/api/healthz`)).ok };
    };
    let workers = 0;
    const startWorker = async () => {
      const worker = startProcess(`worker-${++workers}`, 'worker.ts', {
        ...shared,
        LOG_LEVEL: 'info',
        DATA_DIR: path.join(dataDir, `worker-${workers}`),
      });
      processes.push(worker);
      await waitFor(worker, async () => worker.output.join('').includes('worker started'));
      return worker;
    };
    // One at a time: the first start migrates the database and stores the shared secret.
    const a = await api('node-a');
    await waitFor(a.node, a.ready);
    const b = await api('node-b');
    await waitFor(b.node, b.ready);
    const worker = await startWorker();
    return {
      origins: [a.origin, b.origin],
      nodes: [a.node, b.node],
      worker,
      databaseUrl: database.url,
      upstream,
      wechat,
      startWorker,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
