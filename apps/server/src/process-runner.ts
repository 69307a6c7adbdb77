import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type AppConfig } from './config.js';

/**
 * The start of a server process (main.ts, worker.ts): the configuration (a bad one exits 78
 * with its one line per problem, so process managers do not restart in a loop), the app, and
 * a drain on SIGINT/SIGTERM within 15 s.
 */
export async function runProcess(
  start: (config: AppConfig) => Promise<FastifyInstance>,
  afterStart: (app: FastifyInstance, config: AppConfig) => Promise<void>,
): Promise<void> {
  let config: AppConfig;
  let app: FastifyInstance;
  try {
    config = loadConfig();
    app = await start(config);
  } catch (err) {
    // Settings that only the start can check (a file to read) stop it like the others.
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await afterStart(app, config);
}

export function exitOnFailure(run: Promise<void>): void {
  run.catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
