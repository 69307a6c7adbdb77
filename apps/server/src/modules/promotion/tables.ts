import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, uuidPrimaryKey } from '../../db/columns.js';
import { users } from '../user/tables.js';

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
