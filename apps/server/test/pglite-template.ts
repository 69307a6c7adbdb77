import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory that each API test file copies (api-pglite only). */
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the api-pglite project: starts PGlite and runs the migrations once, into a
 * template directory each test file copies for its own server (createTestEnv). Starting and
 * migrating a fresh PGlite takes seconds; opening a copy, a fraction of that.
 */
export default async function setup(project: TestProject) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'sc-pglite-template-'));
  const database = await openDatabase({ dataDir: root });
  await database.close();
  project.provide('pgliteTemplate', path.join(root, 'pglite'));
  return () => fs.rm(root, { recursive: true, force: true });
}
