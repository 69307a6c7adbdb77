import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = ['--conditions=slidecraft-source', '--import', 'tsx'];

/** A process of the suite's own (a fake cloud API) on a port; `stop` ends it. */
export async function startFake(script: string, port: number): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, [...TSX, script, String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const chunk of child.stdout!) if (String(chunk).includes('on http')) break;
  return () => stop(child);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

export interface ProductionRun {
  origin: string;
  stop(): Promise<void>;
}

/** Every production server started and not yet stopped (a timed-out start included). */
const running = new Set<ChildProcess>();

/**
 * Stops every production server still running: a test that timed out while its server was
 * starting never got its `stop`, and that server would answer the next test's health check.
 */
export async function stopAllProduction(): Promise<void> {
  await Promise.all([...running].map((child) => stop(child)));
  running.clear();
}

/** The built server with NODE_ENV=production on a fresh DATA_DIR, waited for until healthy. */
export async function startProduction(
  port: number,
  env: Record<string, string>,
): Promise<ProductionRun> {
  // Something already answering on the port (an earlier run's server) would pass for this one.
  const busy = await fetch(`http://127.0.0.1:${port}/api/healthz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is taken: a server of an earlier run still listens`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sc-prod-'));
  let stderr = '';
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`production start failed: ${stderr}`);
    const up = await fetch(`${origin}/api/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (i > 300) throw new Error('production start timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A start that must fail: its exit code and what it printed. */
export async function failedStart(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sc-prod-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: dataDir, ...env },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  return { code, output };
}
