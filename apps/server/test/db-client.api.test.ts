import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { createTestEnv, type TestEnv } from './helper.js';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('PostgreSQL pool (api-postgres only: PGlite has no pool)', () => {
  let env: TestEnv | undefined;
  afterAll(async () => env?.dispose());

  it('logs an idle connection that its server ended, and keeps serving queries', async () => {
    env = await createTestEnv();
    const { databaseUrl, dataDir } = env;
    const logged: { obj: object; msg: string }[] = [];
    const database = await openDatabase({
      databaseUrl,
      dataDir,
      log: { error: (obj, msg) => logged.push({ obj, msg }) },
    });
    try {
      await database.ping();
      const name = new URL(databaseUrl!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      // Every idle client the pool held reports its end before the next query runs.
      await expect.poll(() => logged.length, { timeout: 5000 }).toBe(ended.rowCount);
      expect(logged[0]!.msg).toBe('idle PostgreSQL client failed');
      await database.db.execute(sql`select 1`);
    } finally {
      await database.close();
    }
  });
});
