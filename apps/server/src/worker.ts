import { buildApp } from './app.js';
import { ConfigError } from './config.js';
import { exitOnFailure, runProcess } from './process-runner.js';

/**
 * `npm run worker`: runs the jobs (previews, covers, exports) that API nodes add to BullMQ,
 * with the same environment as the API (REDIS_URL, DATABASE_URL, storage). It serves no API:
 * only its health, readiness and metrics on WORKER_PORT when set;
 * SIGTERM lets its running jobs finish (up to 15 s) and a killed worker's jobs are retried by
 * the sweepers (jobs/sweeper.ts).
 */
exitOnFailure(
  runProcess(
    async (config) => {
      if (!config.REDIS_URL) {
        throw new ConfigError(
          'Invalid configuration:\n  REDIS_URL: the worker takes its jobs from Redis (without it, jobs run inside the API)',
        );
      }
      return buildApp(config, { role: 'worker' });
    },
    async (app, config) => {
      if (config.WORKER_PORT) await app.listen({ port: config.WORKER_PORT, host: config.HOST });
      else await app.ready();
      app.log.info('worker started');
    },
  ),
);
