import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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
