import autocannon from 'autocannon';
import type { Load } from '../http/clients.js';

/**
 * The load balancer of the bench is the client: autocannon runs one instance per node, each
 * with half the connections, at the same time, and the figures are summed (req/s, errors) or
 * taken as the worse of the two (latency quantiles).
 */
export async function loadBoth(
  urls: readonly string[],
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Load & { perNode: number[] }> {
  const per = Math.floor(options.connections / urls.length);
  const run = (duration: number) =>
    Promise.all(
      urls.map((url) =>
        autocannon({ url, connections: per, duration, headers: options.headers ?? {} }),
      ),
    );
  await run(2); // warm-up
  const results = await run(options.seconds);
  return {
    requestsPerSecond: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    perNode: results.map((r) => Math.round(r.requests.average)),
    latencyMs: {
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      max: Math.max(...results.map((r) => r.latency.max)),
    },
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}
