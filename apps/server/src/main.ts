import { buildApp } from './app.js';
import { exitOnFailure, runProcess } from './process-runner.js';

exitOnFailure(
  runProcess(
    (config) => buildApp(config),
    async (app, config) => {
      await app.listen({ port: config.PORT, host: config.HOST });
    },
  ),
);
