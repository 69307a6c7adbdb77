import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN,
  API_KEYS_MAX,
  AppError,
  ErrorCode,
  looksLikeApiKey,
  type ApiKeyCreated,
  type ApiKeyItem,
} from '@slidecraft/contract';
import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { sha256 } from '../../security/hash.js';
import { lockUser } from '../user/membership.js';
import { apiKeys } from './tables.js';

/** A key's last use is written at most this often (a busy agent does not write on every call). */
const LAST_USED_EVERY_MS = 60_000;

/** A live key, as a call made with it is checked. */
export interface KeyOwner {
  keyId: string;
  userId: string;
  /** Hex SHA-256 of the key: the HMAC key of its decks' callbacks. */
  keyHash: string;
}

/**
 * The API keys of the open API (account settings): made with 256 random bits and shown once,
 * kept as their SHA-256 (a key is as random as a session token, so a plain hash is enough),
 * listed by their prefix, revoked at once.
 */
export class ApiKeyService {
  constructor(
    private readonly db: Db,
    private readonly kv: KeyValueStore,
    /** OPEN_API_CALLS_PER_MINUTE: each key's own limit (0: none); past it 5427. */
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** POST /api/open/keys: 5412 past API_KEYS_MAX live keys (checked under the user's count). */
  async create(userId: string, name: string): Promise<ApiKeyCreated> {
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = await this.db.transaction(async (tx) => {
      // One create at a time per user, so two at once cannot both take the tenth place.
      await lockUser(tx, userId);
      const [live] = await tx
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
      if ((live?.n ?? 0) >= API_KEYS_MAX) {
        throw new AppError(ErrorCode.PROJECT_COUNT_LIMIT, `at most ${API_KEYS_MAX} API keys`, {
          localizedDetail: {
            'zh-CN': `最多 ${API_KEYS_MAX} 个 API 密钥，请先撤销不用的密钥`,
            'zh-TW': `最多 ${API_KEYS_MAX} 個 API 金鑰，請先撤銷不用的金鑰`,
            'en-US': `at most ${API_KEYS_MAX} API keys: revoke one you no longer use`,
          },
        });
      }
      const [inserted] = await tx
        .insert(apiKeys)
        .values({ userId, name, prefix: key.slice(0, API_KEY_SHOWN), keyHash: sha256(key) })
        .returning();
      return inserted!;
    });
    return { id: row.id, name: row.name, key, createdAt: row.createdAt.toISOString() };
  }

  /** GET /api/open/keys: the live keys, newest first, without the key. */
  async list(userId: string): Promise<ApiKeyItem[]> {
    const rows = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    }));
  }

  /** DELETE /api/open/keys/:id: 404 for a key that is not the caller's live one. */
  async revoke(userId: string, keyId: string): Promise<void> {
    const revoked = await this.db
      .update(apiKeys)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (revoked.length === 0) throw new AppError(ErrorCode.NOT_FOUND, 'no such API key');
  }

  /**
   * The live key a call is made with, or null (unknown or revoked); notes its use. 5427 past the
   * key's calls a minute (every call counts, refused ones too).
   */
  async authenticate(key: string): Promise<KeyOwner | null> {
    if (!looksLikeApiKey(key)) return null;
    const keyHash = sha256(key);
    const [row] = await this.db
      .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row) return null;
    if (this.perMinute > 0) {
      const calls = await this.kv.incr(`open-key-calls:${row.id}`, 60);
      if (calls > this.perMinute) {
        throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, `API key: ${calls} calls a minute`);
      }
    }
    const now = this.now();
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
      const stale = new Date(now - LAST_USED_EVERY_MS);
      await this.db
        .update(apiKeys)
        .set({ lastUsedAt: new Date(now) })
        .where(
          and(
            eq(apiKeys.id, row.id),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale)),
          ),
        );
    }
    return { keyId: row.id, userId: row.userId, keyHash };
  }
}
