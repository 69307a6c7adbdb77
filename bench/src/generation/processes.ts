import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const EXEC_ARGV = ['--conditions=slidecraft-source', '--import', 'tsx'];
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface BenchServer {
  address: string;
  tokens: string[];
  /** The server process's memory after a full collection. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /**
   * The server process's peak RSS in MB, its worker threads included: since its start, or since
   * `reset` asked it to start the peak over from its present RSS.
   */
  peakRssMb(reset?: boolean): Promise<number>;
  stop(): Promise<void>;
}

/**
 * How the root package's `serve` script starts the built server (`NAME=value ... node <flags>
 * apps/server/dist/main.js`, a value maybe as `${NAME:-value}`): its environment settings and
 * node's flags, so that a bench of the built server runs it exactly as production does.
 */
export function serveCommand(): { env: Record<string, string>; execArgv: string[] } {
  const manifest = JSON.parse(readFileSync(new URL('package.json', `file://${ROOT}`), 'utf8')) as {
    scripts: { serve: string };
  };
  const words = manifest.scripts.serve.split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(
    words.slice(0, node).map((word) => {
      const [name, value] = word.split(/=(.*)/s) as [string, string];
      return [name, /^\$\{\w+:-(.*)\}$/.exec(value)?.[1] ?? value];
    }),
  );
  const execArgv = words.slice(node + 1).filter((word) => word.startsWith('--'));
  return { env, execArgv };
}

/**
 * A server process (server.mjs) with these environment variables. `built`: the server and the
 * engine from their builds (apps/server/dist, packages/deck/dist), not from the sources, in a
 * plain node process started as the `serve` script starts production (serveCommand).
 */
export async function startServer(
  env: Record<string, string>,
  { built = false } = {},
): Promise<BenchServer> {
  const serve = built ? serveCommand() : { env: {}, execArgv: EXEC_ARGV };
  const child = fork(fileURLToPath(new URL('server.mjs', import.meta.url)), [], {
    cwd: ROOT,
    execArgv: serve.execArgv,
    env: { PATH: process.env.PATH ?? '', ...serve.env, ...env },
  });
  const [ready] = (await once(child, 'message')) as [{ address: string; tokens: string[] }];
  return {
    address: ready.address,
    tokens: ready.tokens,
    async memory() {
      child.send({ type: 'mem' });
      const [usage] = (await once(child, 'message')) as [NodeJS.MemoryUsage];
      return usage;
    },
    async peakRssMb(reset = false) {
      child.send({ type: 'peak', reset });
      const [{ peakRssMb }] = (await once(child, 'message')) as [{ peakRssMb: number }];
      return peakRssMb;
    },
    async stop() {
      child.send({ type: 'stop' });
      await once(child, 'exit');
    },
  };
}

export interface BenchUpstream {
  baseUrl: string;
  apiKey: string;
  script(changes: Record<string, unknown>): Promise<void>;
  stop(): Promise<void>;
}

/** The scripted OpenAI-compatible upstream of the API tests, in its own process. */
export async function startUpstream(): Promise<BenchUpstream> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...EXEC_ARGV, 'apps/server/test/llm-upstream.ts', '0'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  for await (const part of child.stdout!) {
    output += String(part);
    if (output.includes('\n')) break;
  }
  const baseUrl = /LLM_BASE_URL=(\S+)/.exec(output)![1]!;
  const apiKey = /LLM_API_KEY=(\S+)/.exec(output)![1]!;
  const origin = new URL(baseUrl).origin;
  return {
    baseUrl,
    apiKey,
    async script(changes) {
      await fetch(`${origin}/__script`, { method: 'PUT', body: JSON.stringify(changes) });
    },
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
