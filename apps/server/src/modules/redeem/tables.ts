import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, uuidPrimaryKey } from '../../db/columns.js';
import { products } from '../pay/tables.js';
import { users } from '../user/tables.js';

/**
 * A batch of redeem codes an operator made (`npm run admin -- codes create`): every code of it
 * grants `productId`, may be used `uses` times in all, by one account at most `perUser` times
 * across the whole batch, until `expiresAt`.
 */
export const redeemBatches = pgTable('redeem_batches', {
  id: uuidPrimaryKey(),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  uses: bigint('uses', { mode: 'number' }).notNull(),
  perUser: bigint('per_user', { mode: 'number' }).notNull().default(1),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Set when the operator withdraws the batch: its codes are then invalid (5600). */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One redeem code: 16 characters of REDEEM_ALPHABET (80 random bits), and its uses left. */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    code: text('code').primaryKey(),
    batchId: cascadeRef('batch_id', () => redeemBatches.id),
    usesLeft: bigint('uses_left', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('redeem_codes_batch_idx').on(t.batchId),
    check('redeem_codes_uses_left', sql`uses_left >= 0`),
  ],
);

/** One use of a code by an account; its membership is the entitlement ('redeem', use id). */
export const redeemUses = pgTable(
  'redeem_uses',
  {
    id: uuidPrimaryKey(),
    code: text('code')
      .notNull()
      .references(() => redeemCodes.code, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').notNull(),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('redeem_uses_batch_user_idx').on(t.batchId, t.userId)],
);
