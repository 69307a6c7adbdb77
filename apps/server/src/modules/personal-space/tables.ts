import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from '../../db/columns.js';
import { records } from '../generation/tables.js';
import { users } from '../user/tables.js';

/**
 * A deck shared by link (personal space): anyone with the code may view it, signed in or not.
 * The code carries 128 random bits; one live link per deck, revoked by setting `revokedAt`.
 */
export const shares = pgTable(
  'shares',
  {
    /** base64url of 16 random bytes. */
    code: text('code').primaryKey(),
    recordId: cascadeRef('record_id', () => records.id),
    userId: cascadeRef('user_id', () => users.id),
    /** The owner lets viewers download the PPTX and PDF. */
    allowDownload: boolean('allow_download').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shares_live_idx')
      .on(t.recordId)
      .where(sql`revoked_at is null`),
  ],
);
