import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { TOKEN_TTL_SECONDS } from '@slidecraft/contract';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import { randomToken, sha256 } from '../../security/hash.js';

/** Opaque bearer tokens: 256 random bits, stored only as sha256, with expiry and revocation. */
export class SessionService {
  constructor(private readonly db: Db) {}

  async create(userId: string): Promise<string> {
    const token = randomToken();
    await this.db.insert(sessions).values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS * 1000),
    });
    return token;
  }

  /** The user id of a live token, or null when unknown, expired or revoked. */
  async resolve(token: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, sha256(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row?.userId ?? null;
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, sha256(token)));
  }

  /** Revokes every live session of a user, except the one of `keepToken` when given. */
  async revokeAllForUser(userId: string, keepToken?: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepToken ? ne(sessions.tokenHash, sha256(keepToken)) : undefined,
        ),
      );
  }
}
