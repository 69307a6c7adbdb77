import { defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';

// Workspace packages export their TypeScript sources under the "source" condition,
// so tests run against src without a build step.
const resolve = { conditions: ['source', ...defaultClientConditions] };
const ssr = {
  resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
};

const apiProject = (db: 'pglite' | 'postgres') => ({
  resolve,
  ssr,
  test: {
    name: `api-${db}`,
    include: ['apps/server/test/**/*.api.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One server process per file; files share a database, so they run one at a time.
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        resolve,
        // Vitest hands ssr.resolve.conditions to Node as --conditions for external deps; "source"
        // must stay out of it here, or Node loads the TypeScript "source" export some deps publish
        // (antd -> scroll-into-view-if-needed). Workspace packages still resolve via `resolve`.
        ssr: { resolve: { conditions: [...defaultServerConditions] } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom renders of whole pages take seconds on a loaded 2-core machine; the 5 s
          // default made them time out there, not fail.
          testTimeout: 20_000,
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
    ],
  },
});
