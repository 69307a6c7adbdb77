import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { machineInfo } from '../machine.js';
import { outlineWithPages } from '../outline.js';
import { BENCH_REDIS_URL, createBenchDatabase } from '../postgres.js';
import {
  COLD_CHUNKS,
  CONCURRENT,
  CONCURRENT_USERS,
  chatStream,
  measureConcurrency,
  measureDirectConcurrency,
  median,
  openHomePages,
  quantile,
  round,
} from './concurrency.js';
import { api } from './api-client.js';
import { startServer, startUpstream, type BenchServer, type BenchUpstream } from './processes.js';
import { readSse, wallMs } from './sse-client.js';

/**
 * Generation benchmark: the scripted OpenAI-compatible upstream of the API tests and two
 * SlideCraft servers (one on the upstream, one offline), each in its own process.
 *
 * 1. Added latency of our SSE path: the same stamped stream read straight from the upstream and
 *    through POST /api/ai/chat (auth, concurrency slot, checks, the SDK, SSE re-framing, usage
 *    record), in alternating runs. Every upstream chunk carries its send time, so each chunk's
 *    latency is measured on arrival; first token is from the request start.
 * 2. 500 concurrent streams on one server process: errors, time to first event, memory per open
 *    stream (the server's heap and RSS after a full GC, with all streams open, over idle); the
 *    same streams straight to the upstream for comparison (concurrency.ts).
 * 3. Outline to downloadable deck, offline composer: record, generation job (fill empty pages,
 *    lay out, render previews), PPTX export, for 10 and 30 slides.
 */
const LATENCY = { chunks: 100, delayMs: 2, runs: 60, warmUp: 10 };
/**
 * The latency streams take turns over this many users: one user may start 10 generations a
 * minute (5427 past them).
 */
const LATENCY_USERS = 14;
const DECK_RUNS = 3;

interface StreamTiming {
  firstTokenMs: number;
  /** Each chunk's arrival minus its send time at the upstream. */
  chunkLatencyMs: number[];
}

/** Collects the stamps of a stream's text and checks that all of them arrived. */
function stampCollector(start: number) {
  const timing: StreamTiming = { firstTokenMs: NaN, chunkLatencyMs: [] };
  return {
    timing,
    add(text: string, at: number) {
      for (const stamp of text.split('|').filter(Boolean)) {
        if (Number.isNaN(timing.firstTokenMs)) timing.firstTokenMs = at - start;
        timing.chunkLatencyMs.push(at - Number(stamp));
      }
    },
    check() {
      if (timing.chunkLatencyMs.length !== LATENCY.chunks) {
        throw new Error(`got ${timing.chunkLatencyMs.length} of ${LATENCY.chunks} chunks`);
      }
      return timing;
    },
  };
}

async function direct(upstream: BenchUpstream): Promise<StreamTiming> {
  const start = wallMs();
  const collect = stampCollector(start);
  await readSse(
    `${upstream.baseUrl}/chat/completions`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${upstream.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'scripted-chat',
        messages: [{ role: 'user', content: '基准测试' }],
        stream: true,
        stream_options: { include_usage: true },
      }),
    },
    (payload, at) => {
      if (payload === '[DONE]') return;
      const chunk = JSON.parse(payload) as { choices: { delta?: { content?: string } }[] };
      collect.add(chunk.choices[0]?.delta?.content ?? '', at);
    },
  );
  return collect.check();
}

async function viaServer(server: BenchServer, token: string): Promise<StreamTiming> {
  const start = wallMs();
  const collect = stampCollector(start);
  let done = false;
  await chatStream(server, token, (event, at) => {
    if (event.code !== 200) throw new Error(`event ${event.code}`);
    collect.add(event.data?.text ?? '', at);
    done ||= event.data?.done === true;
  });
  if (!done) throw new Error('no done event');
  return collect.check();
}

async function measureLatency(
  upstream: BenchUpstream,
  server: BenchServer,
  tokens: readonly string[],
) {
  await upstream.script({
    text: 'x'.repeat(LATENCY.chunks),
    chunkSize: 1,
    delayMs: LATENCY.delayMs,
    stamp: true,
  });
  let turn = 0;
  const token = () => tokens[turn++ % tokens.length]!;
  for (let i = 0; i < LATENCY.warmUp; i++) {
    await direct(upstream);
    await viaServer(server, token());
  }
  const runs = { direct: [] as StreamTiming[], via: [] as StreamTiming[] };
  for (let i = 0; i < LATENCY.runs; i++) {
    // Alternating order, so that machine noise falls on both paths alike.
    if (i % 2 === 0) {
      runs.direct.push(await direct(upstream));
      runs.via.push(await viaServer(server, token()));
    } else {
      runs.via.push(await viaServer(server, token()));
      runs.direct.push(await direct(upstream));
    }
  }
  const summary = (list: StreamTiming[]) => ({
    firstTokenMedianMs: round(median(list.map((r) => r.firstTokenMs))),
    firstTokenP95Ms: round(
      quantile(
        list.map((r) => r.firstTokenMs),
        0.95,
      ),
    ),
    perTokenMedianMs: round(median(list.flatMap((r) => r.chunkLatencyMs))),
    perTokenP95Ms: round(
      quantile(
        list.flatMap((r) => r.chunkLatencyMs),
        0.95,
      ),
    ),
  });
  // Paired by round (the two runs next to each other), so a slow moment of the machine lands
  // on both sides of a difference.
  const paired = (of: (r: StreamTiming) => number) =>
    round(median(runs.via.map((v, i) => of(v) - of(runs.direct[i]!))));
  const d = summary(runs.direct);
  const v = summary(runs.via);
  return {
    direct: d,
    viaServer: v,
    addedFirstTokenMs: paired((r) => r.firstTokenMs),
    firstTokenRatio: round(v.firstTokenMedianMs / d.firstTokenMedianMs),
    addedPerTokenMs: paired((r) => median(r.chunkLatencyMs)),
    perTokenRatio: round(v.perTokenMedianMs / d.perTokenMedianMs),
  };
}

async function poll<T>(read: () => Promise<T>, settled: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (settled(value)) return value;
    await sleep(20);
  }
}

async function outlineToDeck(server: BenchServer, token: string, outline: string) {
  const start = wallMs();
  const { recordId } = await api<{ recordId: string }>(
    server,
    token,
    '/api/ai/generate-ppt/record',
    { outline },
  );
  await api(server, token, '/api/ai/generate-ppt/preview/outline', { recordId });
  const preview = await poll(
    () =>
      api<{ status: string; totalPage: number }>(
        server,
        token,
        `/api/ai/generate-ppt/preview/result?recordId=${recordId}`,
      ),
    (r) => r.status !== 'pending' && r.status !== 'running',
  );
  if (preview.status !== 'completed') throw new Error(`generation ${preview.status}`);
  const previewMs = wallMs() - start;
  await api(server, token, '/api/ai/generate-ppt/download', { recordId });
  const download = await poll(
    () =>
      api<{ status: string; url?: string }>(
        server,
        token,
        `/api/ai/generate-ppt/download/result?recordId=${recordId}`,
      ),
    (r) => r.status === 'finish' || r.status === 'error',
  );
  if (download.status !== 'finish' || !download.url) throw new Error('export failed');
  return { slides: preview.totalPage, previewMs, totalMs: wallMs() - start };
}

async function measureDecks(server: BenchServer) {
  let user = 0;
  const results: Record<string, object> = {};
  for (const [pages, chapters] of [
    [10, 2],
    [30, 5],
  ] as const) {
    const outline = outlineWithPages(pages, chapters);
    await outlineToDeck(server, server.tokens[user++]!, outline); // warm-up
    const runs = [];
    for (let i = 0; i < DECK_RUNS; i++)
      runs.push(await outlineToDeck(server, server.tokens[user++]!, outline));
    results[`${pages}Pages`] = {
      slides: runs[0]!.slides,
      generatedMedianMs: round(median(runs.map((r) => r.previewMs)), 0),
      downloadableMedianMs: round(median(runs.map((r) => r.totalMs)), 0),
      runsMs: runs.map((r) => round(r.totalMs, 0)),
    };
  }
  return results;
}

const loadBefore = loadavg()[0]!;
const upstream = await startUpstream();
/**
 * The embedded default, then PostgreSQL + Redis (a database made for the run on the local
 * server, dropped after): PGlite runs its queries on the server's own thread, so the figures
 * differ by database.
 */
const postgres = await createBenchDatabase();
const databases: Record<string, Record<string, string>> = {
  pglite: {},
  'postgresql+redis': { DATABASE_URL: postgres.url, REDIS_URL: BENCH_REDIS_URL },
};
const offlineServer = await startServer({ USERS: String(2 * (DECK_RUNS + 1)) });
try {
  const streams: Record<string, object> = {};
  const targets: Record<string, { value: number; target: number }> = {};
  const directFirstEventMs = await measureDirectConcurrency(upstream);
  for (const [name, databaseEnv] of Object.entries(databases)) {
    const server = await startServer({
      LLM_BASE_URL: upstream.baseUrl,
      LLM_API_KEY: upstream.apiKey,
      LLM_MODEL: 'scripted-chat',
      AI_MAX_STREAMS_PER_USER: String(CONCURRENT.perUser),
      // One set of users for the cold run, another for the run from open home pages, and the
      // latency streams' own.
      USERS: String(2 * CONCURRENT_USERS + LATENCY_USERS),
      ...databaseEnv,
    });
    try {
      const latency = await measureLatency(
        upstream,
        server,
        server.tokens.slice(2 * CONCURRENT_USERS),
      );
      const coldTokens = server.tokens.slice(0, CONCURRENT_USERS);
      const pageTokens = server.tokens.slice(CONCURRENT_USERS);
      const cold = await measureConcurrency(upstream, server, coldTokens, COLD_CHUNKS);
      await openHomePages(server, pageTokens);
      const concurrency = await measureConcurrency(upstream, server, pageTokens);
      const firstEventP95Ratio = round(concurrency.firstEventMs.p95 / directFirstEventMs.p95);
      streams[name] = {
        latency,
        concurrency: { ...concurrency, firstEventP95Ratio },
        coldConcurrency: { errors: cold.errors, firstEventMs: cold.firstEventMs },
      };
      // The goals: under 5 ms added to the first token, first event p95 under 1 s.
      targets[`${name}.addedFirstTokenMs`] = { value: latency.addedFirstTokenMs, target: 5 };
      targets[`${name}.errorsAt500Streams`] = { value: concurrency.errors, target: 0 };
      targets[`${name}.firstEventP95MsAt500Streams`] = {
        value: concurrency.firstEventMs.p95,
        target: 999,
      };
    } finally {
      await server.stop();
    }
  }
  const decks = await measureDecks(offlineServer);
  const report = {
    machine: {
      ...machineInfo(),
      // Other work on the machine makes every figure noisier; the 1-minute load average.
      loadAverageBefore: round(loadBefore),
      loadAverageAfter: round(loadavg()[0]!),
    },
    date: new Date().toISOString(),
    notes: [
      'separate processes on one machine: the scripted upstream (apps/server/test/llm-upstream.ts), a server on it per database and an offline server (bench/src/generation/server.mjs); the bench process is the client (node:http)',
      `latency: ${LATENCY.chunks} one-chunk tokens ${LATENCY.delayMs} ms apart, each carrying its upstream send time; ${LATENCY.runs} runs per path after ${LATENCY.warmUp} warm-up, alternating direct and via POST /api/ai/chat (free-text type: no outline clean-up); first token from the request start, per token from the upstream send time to arrival; medians over all runs (per token: over all chunks); added = median of the per-round differences via - direct`,
      'databases: pglite is the embedded default; postgresql+redis is a database created for the run on the local PostgreSQL (BENCH_POSTGRES_URL) with the local Redis (BENCH_REDIS_URL)',
      `concurrency: ${CONCURRENT.streams} streams opened at once over ${CONCURRENT_USERS} users (the per-user cap is ${CONCURRENT.perUser}), each ${CONCURRENT.chunks} chunks ${CONCURRENT.delayMs} ms apart, by users whose home page is open (GET /api/user/user-info and /api/ai/rate first, as the web app does on load: the session is cached and the points counted); an error is a failed request, an error event, a missing done event or a different text; firstEventP95Ratio divides the p95 by that of the same streams sent straight to the upstream in the same run (directAt500Streams); memory per stream is the server's heap and RSS after a full GC with every stream open, minus idle, divided by the open streams; coldConcurrency: the same 500 streams (${COLD_CHUNKS} chunks) first, by other users straight after the server started (every session read and points counter seeded from the database in front of the first token), reported, not a target`,
      'outline to deck: the offline server, headings-only outlines (every page filled by the offline composer), record -> preview/outline job (fill, layout, slide images) -> PPTX export, polled every 20 ms; a fresh user per run, one warm-up run per size',
    ],
    directAt500Streams: { firstEventMs: directFirstEventMs },
    streams,
    outlineToDeck: decks,
    targets,
    targetsMet: Object.values(targets).every((t) => t.value <= t.target),
  };
  const resultsDir = new URL('../../results/', import.meta.url);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(new URL('generation.json', resultsDir), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify({ streams, outlineToDeck: decks, targets }, null, 2));
} finally {
  await postgres.drop();
  await offlineServer.stop();
  await upstream.stop();
}
