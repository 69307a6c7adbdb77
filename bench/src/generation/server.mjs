import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { assembleApp, loadConfig } from '@slidecraft/server';
import { peakRssMb, resetPeakRss } from '../peak-rss-mb.mjs';

/**
 * One SlideCraft server process for the benches (started by processes.ts): built on
 * a fresh data directory, with the LLM_* variables it is given (none = offline mode), and
 * `USERS` signed-in users created straight through the services. It reports its address and
 * tokens over IPC and answers `mem` with its memory after a full garbage collection, `peak`
 * with its peak RSS (worker threads included; `reset`: from now on). Plain JavaScript, so that
 * the built server runs in it as production runs it: no TypeScript loader in the process.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');

const dataDir = await mkdtemp(path.join(tmpdir(), 'sc-bench-'));
const pass = (name) => (process.env[name] ? { [name]: process.env[name] } : {});
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  ...pass('LLM_BASE_URL'),
  ...pass('LLM_API_KEY'),
  ...pass('LLM_MODEL'),
  ...pass('AI_MAX_STREAMS_PER_USER'),
  ...pass('DATABASE_URL'),
  ...pass('REDIS_URL'),
  // The bench's clients all share one address: the per-address limit would refuse them.
  RATE_LIMIT_PER_MINUTE: '1000000',
});
const { app, services } = await assembleApp(config);
await app.ready();

const tokens = [];
for (let i = 0; i < Number(process.env.USERS ?? 1); i++) {
  const { user } = await services.users.findOrRegisterByPhone(
    `+86-1390000${String(i).padStart(4, '0')}`,
  );
  tokens.push(await services.sessions.create(user.id));
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ type: 'ready', address, tokens });

process.on('message', (message) => {
  if (message.type === 'mem') {
    collectGarbage();
    process.send({ type: 'mem', ...process.memoryUsage() });
  } else if (message.type === 'peak') {
    if (message.reset && !resetPeakRss()) throw new Error('the peak RSS cannot be reset here');
    process.send({ type: 'peak', peakRssMb: peakRssMb() });
  } else if (message.type === 'stop') {
    void app
      .close()
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  }
});
