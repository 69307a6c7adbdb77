import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';

// Workspace packages export their TypeScript sources under the "slidecraft-source" condition,
// so tests run against src without a build step.
const resolve = { conditions: ['slidecraft-source', ...defaultClientConditions] };
// Vitest hands these to Node as --conditions for external deps. Not "module": Node never uses it
// in production, and the AWS SDK maps it to sources Node cannot load (imports without .js).
const ssr = {
  resolve: {
    conditions: [
      'slidecraft-source',
      ...defaultServerConditions.filter((condition) => condition !== 'module'),
    ],
    externalConditions: ['slidecraft-source'],
  },
};

/**
 * The API files that also run on PGlite, the embedded default. Every API file runs on
 * PostgreSQL, production's database; PGlite is the same PostgreSQL built to WebAssembly behind
 * one connection, so what can differ is how the app uses it, not its SQL: starting and
 * migrating a data directory, transactions and row locks behind a single connection (redeem and
 * coupon races, payments, team seats, points), full-text search, the session cache without
 * Redis, the inline job runner, and the main user paths. The others (providers, rendering, the
 * HTTP layer, the open API, AI paths) ran on both and never differed; on PGlite they took
 * 300 s of CI's API time (docs/decisions.md, "Issue 34: CI under 20 minutes").
 */
const ON_PGLITE = [
  'persistence',
  'session-cache',
  'no-worker',
  'ops',
  'envelope',
  'redeem',
  'coupon-reservation',
  'pay',
  'pay-sweep',
  'teams',
  'personal-space',
  'template-centre',
  'generation',
  'workspace',
  'ai-metering',
  'login',
  'account',
  'admin-codes',
];

const pgliteFiles = ON_PGLITE.map((name) => `apps/server/test/${name}.api.test.ts`);
// A renamed file would silently stop running on PGlite.
for (const file of pgliteFiles) {
  if (!existsSync(new URL(file, import.meta.url))) throw new Error(`ON_PGLITE: no ${file}`);
}

const apiProject = (db: 'pglite' | 'postgres') => ({
  resolve,
  ssr,
  test: {
    name: `api-${db}`,
    include: db === 'pglite' ? pgliteFiles : ['apps/server/test/**/*.api.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: db === 'pglite' ? ['apps/server/test/pglite-template.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own server on its own data directory and (under postgres) its own
    // database, so files run side by side: PGlite's start and migrations (~3-5 s a file) then
    // overlap instead of adding up.
    fileParallelism: true,
    // One module graph per worker, not per file: each file builds its own app from its own
    // config and data directory, so nothing a file does lives in a module. Loading the server's
    // dependencies (AWS and payment SDKs, the deck engine) once per worker instead of once per
    // file took the two API projects from 553 s to 319 s on CI's 2-core machine.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves one core free, i.e. one worker on CI's 2-core machines; the files
    // spend much of their time waiting (PGlite's start, the servers they call), so two workers
    // there cut the suite by about a third (measured: api-pglite 270 s -> 197 s, 131 s with the
    // migrated PGlite template; api-postgres 108 s -> 73 s; unit+web 318 s -> 196 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'unit',
          // Server tests that need no server (apps/server/test/*.test.ts without ".api.") too.
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'apps/server/test/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // Pure modules and their own fakes: one module graph per worker (see the API projects).
          // The web project keeps one per file: its stores and query caches live in modules.
          isolate: false,
        },
      },
      {
        resolve,
        // Vitest hands ssr.resolve.conditions to Node as --conditions for external deps: only the
        // defaults here. (Our condition is not the plain "source" some deps publish TypeScript
        // under, such as scroll-into-view-if-needed and alipay-sdk.) Workspace packages still
        // resolve via `resolve`.
        ssr: { resolve: { conditions: [...defaultServerConditions] } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom renders of whole pages take seconds on a loaded 2-core machine; the 5 s
          // default made them time out there, not fail.
          testTimeout: 20_000,
          // Globals a test stubs (fetch, navigator.clipboard, location) are put back after it,
          // so no test sees another's stub.
          unstubGlobals: true,
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
    ],
  },
});
