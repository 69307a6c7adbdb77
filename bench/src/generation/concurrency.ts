import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchServer, BenchUpstream } from './processes.js';
import { readSse, wallMs } from './sse-client.js';
import { quantile } from '../stats.js';

/**
 * The concurrency part of the generation bench (run.ts): the 500 streams opened at once on one
 * server process, and the same streams straight to the upstream for comparison. It also holds
 * the figures' rounding and quantiles and the POST /api/ai/chat stream, which run.ts shares.
 */

/** Streams long enough that all 500 are open at once even when setting them up takes a while. */
export const CONCURRENT = { streams: 500, perUser: 3, chunks: 60, chunkSize: 4, delayMs: 1000 };
/** The users one run of 500 streams takes. */
export const CONCURRENT_USERS = Math.ceil(CONCURRENT.streams / CONCURRENT.perUser);
/** The run on a cold server (no session cached, no points counted) needs its streams open only. */
export const COLD_CHUNKS = 10;

/**
 * What the web app asks for when a signed-in user opens the home page, before any generation:
 * the user (GET /api/user/user-info) and the AI points next to the topic box (GET /api/ai/rate).
 */
export async function openHomePages(server: BenchServer, tokens: readonly string[]) {
  await Promise.all(
    tokens.flatMap((token) =>
      ['/api/user/user-info', '/api/ai/rate'].map(async (path) => {
        const res = await fetch(`${server.address}${path}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as { code: number };
        if (body.code !== 200) throw new Error(`${path}: ${body.code}`);
      }),
    ),
  );
}

/** The statistics of the generation bench's figures. */
export const round = (n: number, digits = 2) => Number(n.toFixed(digits));
export { quantile };
export const median = (values: readonly number[]) => quantile(values, 0.5);

interface StreamEvent {
  code: number;
  data?: { text: string; done?: boolean };
}

/** One POST /api/ai/chat stream (free-text type), each event handed on with its arrival time. */
export function chatStream(
  server: BenchServer,
  token: string,
  onEvent: (e: StreamEvent, at: number) => void,
) {
  return readSse(
    `${server.address}/api/ai/chat`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'rewrite', text: '基准测试' }),
    },
    (payload, at) => onEvent(JSON.parse(payload) as StreamEvent, at),
  );
}

/**
 * 500 concurrent streams on one server process, `perUser` for each of `tokens`: errors, time
 * to first event, memory per open stream (the server's heap and RSS after a full GC, with all
 * streams open, over idle).
 */
export async function measureConcurrency(
  upstream: BenchUpstream,
  server: BenchServer,
  tokens: readonly string[],
  chunks: number = CONCURRENT.chunks,
) {
  const { streams, perUser, chunkSize, delayMs } = CONCURRENT;
  const text = 'y'.repeat(chunks * chunkSize);
  await upstream.script({ text, chunkSize, delayMs, stamp: false });
  const idle = await server.memory();
  const firstEvent: number[] = [];
  let opened = 0;
  let finished = 0;
  let allOpen!: () => void;
  const everyoneOpen = new Promise<void>((resolve) => (allOpen = resolve));
  const errors: string[] = [];
  const started = wallMs();
  const one = async (index: number) => {
    let received = '';
    let done = false;
    let first = true;
    try {
      const token = tokens[Math.floor(index / perUser)]!;
      await chatStream(server, token, (event, at) => {
        if (first) {
          first = false;
          firstEvent.push(at - started);
          if (++opened === streams) allOpen();
        }
        if (event.code !== 200) throw new Error(`event ${event.code}`);
        received += event.data?.text ?? '';
        done ||= event.data?.done === true;
      });
      if (!done || received !== text) throw new Error(done ? 'text differs' : 'no done event');
    } catch (err) {
      errors.push((err as Error).message);
      if (first && ++opened === streams) allOpen();
    } finally {
      finished += 1;
    }
  };
  const all = Promise.all(Array.from({ length: streams }, (_, i) => one(i)));
  // Measured once every stream is open (or most of its life has passed, if one never opens).
  await Promise.race([everyoneOpen, sleep(chunks * delayMs * 0.8)]);
  const stillOpen = opened - finished;
  const busy = await server.memory();
  await all;
  const perStream = (key: 'heapUsed' | 'rss') =>
    round((busy[key] - idle[key]) / 1024 / Math.max(1, stillOpen), 1);
  return {
    streams,
    users: Math.ceil(streams / perUser),
    errors: errors.length,
    errorKinds: [...new Set(errors)],
    wallMs: round(wallMs() - started, 0),
    firstEventMs: {
      p50: round(median(firstEvent), 1),
      p95: round(quantile(firstEvent, 0.95), 1),
      max: round(Math.max(...firstEvent), 1),
    },
    openWhenMeasured: stillOpen,
    memoryPerStreamKiB: { heapUsed: perStream('heapUsed'), rss: perStream('rss') },
    serverMemoryMiB: {
      idleRss: round(idle.rss / 2 ** 20, 1),
      busyRss: round(busy.rss / 2 ** 20, 1),
      idleHeap: round(idle.heapUsed / 2 ** 20, 1),
      busyHeap: round(busy.heapUsed / 2 ** 20, 1),
    },
  };
}

/**
 * The same 500 streams straight to the upstream: what the machine itself (client, upstream, two
 * shared cores) takes to deliver their first events, so the server's share reads as a ratio
 * measured in the same run.
 */
export async function measureDirectConcurrency(upstream: BenchUpstream) {
  const { streams, chunks, chunkSize, delayMs } = CONCURRENT;
  await upstream.script({ text: 'y'.repeat(chunks * chunkSize), chunkSize, delayMs, stamp: false });
  const firstEvent: number[] = [];
  const started = wallMs();
  await Promise.all(
    Array.from({ length: streams }, () => {
      let first = true;
      return readSse(
        `${upstream.baseUrl}/chat/completions`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${upstream.apiKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            model: 'scripted-chat',
            messages: [{ role: 'user', content: '基准测试' }],
            stream: true,
          }),
        },
        (_payload, at) => {
          if (first) firstEvent.push(at - started);
          first = false;
        },
      );
    }),
  );
  return {
    p50: round(median(firstEvent), 1),
    p95: round(quantile(firstEvent, 0.95), 1),
    max: round(Math.max(...firstEvent), 1),
  };
}
