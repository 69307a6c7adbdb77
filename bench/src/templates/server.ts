import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../web/built-server.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = 'apps/server/dist/main.js';
/** The built server can take 20 s and more to answer on a busy machine (PGlite's first start). */
const START_TIMEOUT_MS = 180_000;

/**
 * The built app (`npm run build` first) on a fresh data directory, as startBuiltServer of
 * ../web/built-server.ts but with a longer wait for the start, and a server that does not
 * outlive the bench: stopped when its start fails or when this process exits.
 */
export async function startServer(env: Record<string, string>) {
  if (!existsSync(path.join(ROOT, MAIN))) throw new Error(`${MAIN} is missing: npm run build`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sc-bench-templates-data-'));
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const stop = async () => {
    process.off('exit', kill);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      kill();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const up = await fetch(`${origin}/api/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, startMs: performance.now() - started, stop };
}
