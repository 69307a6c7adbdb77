import { randomBytes } from 'node:crypto';
import { hmac, safeEqual, sha256 } from '../../security/hash.js';

/**
 * A partner's secret, the key its server signs SDK tokens with (HS256). It is shown once, when
 * the partner is added or its secret rotated, and never stored: it is derived from the app
 * secret (APP_SECRET) and a random per-partner salt, so the database alone (a dump, a replica,
 * a backup) cannot mint tokens. The database keeps the salt and the secret's sha256, its
 * fingerprint: a derived secret that no longer matches it means the app secret changed, and the
 * partner is refused until its secret is rotated (rather than accepting tokens nobody issued).
 */
export interface PartnerKeyRow {
  id: string;
  secretSalt: string;
  secretHash: string;
}

/** What the partner is given: recognisable in a leak scan, 256 bits behind the prefix. */
const SECRET_PREFIX = 'scp_';

export function newSecretSalt(): string {
  return randomBytes(16).toString('base64url');
}

export function derivePartnerSecret(appSecret: string, partnerId: string, salt: string): string {
  return SECRET_PREFIX + hmac(appSecret, `partner-secret:v1:${partnerId}:${salt}`);
}

export function secretFingerprint(secret: string): string {
  return sha256(secret);
}

/** The partner's secret, or null when the app secret it was derived with is no longer ours. */
export function partnerSecretOf(appSecret: string, row: PartnerKeyRow): string | null {
  const secret = derivePartnerSecret(appSecret, row.id, row.secretSalt);
  return safeEqual(secretFingerprint(secret), row.secretHash) ? secret : null;
}

/** The key channel sessions' X-Channel-Auth values are sealed with (never a partner's). */
export function channelSealKey(appSecret: string): Uint8Array {
  return new TextEncoder().encode(hmac(appSecret, 'channel-session:v1'));
}
