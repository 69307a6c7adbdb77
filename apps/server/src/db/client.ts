import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { schema, type Schema } from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** drizzle-kit's output folder, the same for the sources and the build. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A fixed advisory-lock id so that concurrent starts migrate one at a time. */
const MIGRATION_LOCK = 7_240_521;

/**
 * Opens PostgreSQL when a URL is given, else PGlite on disk under `dataDir/pglite`,
 * and applies the drizzle-kit migrations before returning.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Where pool errors go (an idle connection losing its server); a warning on stderr when absent. */
  log?: { error(obj: object, msg: string): void };
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client losing its server (restart) must not crash the process, but it is logged:
    // the pool replaces the client on the next query.
    const log = opts.log ?? { error: (obj: object, msg: string) => console.error(msg, obj) };
    pool.on('error', (err) => log.error({ err }, 'idle PostgreSQL client failed'));
    const db = drizzle(pool, { schema });
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.join(opts.dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
