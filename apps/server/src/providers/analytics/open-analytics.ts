import type { FastifyBaseLogger } from 'fastify';
import { LogAnalyticsSink, TeeAnalyticsSink, type AnalyticsSink } from './analytics.js';
import { HttpAnalyticsSink } from './http-sink.js';

/** The log always; with ANALYTICS_URL, the collector too. */
export function openAnalyticsSink(
  config: { ANALYTICS_URL?: string | undefined },
  log: FastifyBaseLogger,
  fetchImpl?: typeof fetch,
): AnalyticsSink {
  const logSink = new LogAnalyticsSink(log);
  if (!config.ANALYTICS_URL) return logSink;
  return new TeeAnalyticsSink([
    logSink,
    new HttpAnalyticsSink({ url: config.ANALYTICS_URL, log, fetch: fetchImpl }),
  ]);
}
