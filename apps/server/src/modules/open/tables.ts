import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, uuidPrimaryKey } from '../../db/columns.js';
import { users } from '../user/tables.js';

/** API keys of the open API: only the key's SHA-256 is kept (the key is shown once). */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidPrimaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    name: text('name').notNull(),
    /** The key's first characters, shown in the list. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key: what a call's key is looked up by. */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** When it was revoked; a revoked key is refused from the next call on. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('api_keys_user_idx')
      .on(t.userId, t.createdAt)
      .where(sql`revoked_at is null`),
  ],
);

/**
 * A deck made through the open API while it has no record yet (its outline is being written
 * from the topic), and its callback. `id` becomes the record's id once the outline is written.
 */
export const openDecks = pgTable(
  'open_decks',
  {
    id: uuid('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    /** The key that made it (null once the key row is gone). */
    keyId: uuid('key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    topic: text('topic'),
    themeId: text('theme_id').notNull(),
    /**
     * 'outlining' (queued) | 'writing' (its outline is being written) | 'recorded' (the record
     * carries the state from now on) | 'failed' (before a record existed).
     */
    state: text('state').notNull(),
    /** The catalogue code it failed with. */
    errorCode: bigint('error_code', { mode: 'number' }),
    callbackUrl: text('callback_url'),
    /**
     * The callback's HMAC key, derived from the API key at the create (docs/api.md: HMAC-SHA256
     * of "slidecraft-callback" keyed with the API key); dropped once the callback is settled.
     */
    callbackKey: text('callback_key'),
    /** When the callback is looked at next (a pending deck, or the next try after a failure). */
    callbackDueAt: timestamp('callback_due_at', { withTimezone: true }),
    /** Tries of the callback so far (given up after the last). */
    callbackAttempts: bigint('callback_attempts', { mode: 'number' }).notNull().default(0),
    /** When the callback was answered (or given up on); null while it is owed. */
    calledBackAt: timestamp('called_back_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('open_decks_user_idx').on(t.userId, t.createdAt),
    // The sweepers' rounds: decks still being outlined, callbacks still owed.
    index('open_decks_waiting_idx')
      .on(t.createdAt)
      .where(sql`state in ('outlining', 'writing')`),
    index('open_decks_owed_idx')
      .on(t.callbackDueAt)
      .where(sql`callback_url is not null and called_back_at is null`),
  ],
);
