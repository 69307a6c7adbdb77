import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, uuidPrimaryKey } from '../../db/columns.js';
import { users } from '../user/tables.js';

export const sessions = pgTable(
  'sessions',
  {
    id: uuidPrimaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
