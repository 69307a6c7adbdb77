// Redeem codes, promo codes, retention coupons and partner codes of joint plans.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, uuidPrimaryKey, cascadeRef } from './columns.js';
import { products } from './pay.js';
import { users } from './users.js';

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

/**
 * Promo codes an operator made (`npm run admin -- promos ...`): typed by the buyer (or preset
 * in chargeParams), they take `reduceFen` or `percentOff` off the plans they name (all when
 * none), `maxUses` paid orders in all, until `expiresAt`. `listed` ones are offered by
 * GET /api/v8/embed/promo/list.
 */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  title: text('title').notNull().default(''),
  reduceFen: bigint('reduce_fen', { mode: 'number' }).notNull().default(0),
  percentOff: bigint('percent_off', { mode: 'number' }).notNull().default(0),
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  maxUses: bigint('max_uses', { mode: 'number' }),
  listed: boolean('listed').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The retention coupon an operator runs (`npm run admin -- coupons ...`, one campaign, id
 * 'retention'): a user who has not bought is offered `reduceFen` off the plans it names for
 * `validMinutes`, at most once every `cooldownDays`.
 */
export const couponCampaigns = pgTable('coupon_campaigns', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  reduceFen: bigint('reduce_fen', { mode: 'number' }).notNull(),
  validMinutes: bigint('valid_minutes', { mode: 'number' }).notNull(),
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  cooldownDays: bigint('cooldown_days', { mode: 'number' }).notNull().default(30),
  active: boolean('active').notNull().default(true),
  updatedAt: updatedAt(),
});

/** A coupon issued to a user: its terms copied from the campaign when issued. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: uuidPrimaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    campaignId: text('campaign_id').notNull(),
    /** Shown to the user (8 characters of the redeem alphabet). */
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    reduceFen: bigint('reduce_fen', { mode: 'number' }).notNull(),
    productIds: jsonb('product_ids').$type<string[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When an order it reduced was paid. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderNumber: text('order_number'),
    createdAt: createdAt(),
  },
  (t) => [index('user_coupons_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Partner codes for joint (union) plans, imported by the operator (`npm run admin -- union
 * import`): a paid joint order takes one (`orderNumber`), shown by GET /api/order/license-code.
 */
export const partnerCodes = pgTable(
  'partner_codes',
  {
    code: text('code').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    orderNumber: text('order_number').unique(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('partner_codes_free_idx')
      .on(t.productId, t.createdAt)
      .where(sql`order_number is null`),
  ],
);
