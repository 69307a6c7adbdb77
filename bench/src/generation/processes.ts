import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
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
 * A server process (server.ts) with these environment variables. `built`: the server and the
 * engine from their builds (apps/server/dist, packages/deck/dist), not from the sources.
 */
export async function startServer(
  env: Record<string, string>,
  { built = false } = {},
): Promise<BenchServer> {
  const child = fork(fileURLToPath(new URL('server.ts', import.meta.url)), [], {
    cwd: ROOT,
    execArgv: built ? ['--import', 'tsx'] : EXEC_ARGV,
    env: { PATH: process.env.PATH ?? '', ...env },
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
