import { api } from '../generation/api-client.js';
import { startServer, type BenchServer } from '../generation/processes.js';
import { outlineWithPages } from '../outline.js';

/** Generations of a 30-page outline through one offline server process. */
export const SERVER_RUNS = 3;

/** From preview/outline to 'completed': fill, layout and every preview image, polled at 10 ms. */
async function generation(server: BenchServer, token: string, outline: string) {
  const { recordId } = await api<{ recordId: string }>(
    server,
    token,
    '/api/ai/generate-ppt/record',
    { outline },
  );
  const start = performance.now();
  await api(server, token, '/api/ai/generate-ppt/preview/outline', { recordId });
  for (;;) {
    const result = await api<{ status: string; totalPage: number }>(
      server,
      token,
      `/api/ai/generate-ppt/preview/result?recordId=${recordId}`,
    );
    if (result.status === 'completed') {
      return { slides: result.totalPage, ms: Math.round(performance.now() - start) };
    }
    if (result.status !== 'pending' && result.status !== 'running') {
      throw new Error(`generation ${result.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The whole server process: an offline server (its own process, from the sources) generating a
 * 30-page outline after one warm-up generation; the peak RSS of that process from just before
 * the first generation, threads included.
 */
export async function measureServer(env: Record<string, string> = {}, built = false) {
  const server = await startServer({ ...env, USERS: String(SERVER_RUNS + 1) }, { built });
  try {
    // The server's start (PGlite, migrations, tsx) is left out: the peak counts from here.
    const idleRssMb = await server.peakRssMb(true);
    const outline = outlineWithPages(30, 5);
    const warmUp = await generation(server, server.tokens[0]!, outline);
    const runs = [];
    for (let i = 1; i <= SERVER_RUNS; i++) {
      runs.push(await generation(server, server.tokens[i]!, outline));
    }
    const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
    return {
      slides: warmUp.slides,
      warmUpMs: warmUp.ms,
      generationMedianMs: sorted[Math.floor(sorted.length / 2)]!,
      runsMs: runs.map((run) => run.ms),
      rssMbBeforeFirstGeneration: idleRssMb,
      peakRssMb: await server.peakRssMb(),
    };
  } finally {
    await server.stop();
  }
}
