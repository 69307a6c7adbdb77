import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSettings } from '../db/app-settings.js';

const APP_SECRET_KEY = 'app_secret';

/**
 * The signing secret of the embedded default: generated once and kept in DATA_DIR/secret
 * (mode 600), so that links and codes stay valid across restarts. Production sets APP_SECRET.
 */
export async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  const secret = randomBytes(32).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * With DATABASE_URL (a cluster may share it) and no APP_SECRET: the secret every node uses is
 * kept in the database, the first node's candidate winning (the one from its DATA_DIR file
 * when it has one, so a single node moving to PostgreSQL keeps its links and codes valid).
 */
export async function loadOrCreateSharedSecret(db: Db, dataDir: string): Promise<string> {
  const candidate = await loadOrCreateSecret(dataDir);
  await db
    .insert(appSettings)
    .values({ key: APP_SECRET_KEY, value: candidate })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, APP_SECRET_KEY));
  return row?.value ?? candidate;
}
