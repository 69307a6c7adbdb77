import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, uuidPrimaryKey } from '../../db/columns.js';
import { users } from '../user/tables.js';

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

/**
 * Membership plans on sale (spec section 3, Product). Prices are in fen (cents); a plan with
 * `durationDays` null is lifetime. Managed with `npm run admin -- products ...`.
 */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** What is paid, in fen. */
  pricePay: bigint('price_pay', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('CNY'),
  /** A struck-through reference price in fen, 0 when none. */
  priceOriginal: bigint('price_original', { mode: 'number' }).notNull().default(0),
  tip: text('tip').notNull().default(''),
  description: text('description').notNull().default(''),
  badge: text('badge').notNull().default(''),
  isUnionProduct: boolean('is_union_product').notNull().default(false),
  /** The plan selected by default in the membership modal. */
  selected: boolean('selected').notNull().default(false),
  durationDays: bigint('duration_days', { mode: 'number' }),
  /**
   * 'membership' (the professional tier for durationDays), 'ai_times' (an AI-points pack), 'team'
   * (a team's tier for durationDays and `teamSeats` seats) or 'enterprise' (listed with a
   * contact-sales path; never sold online).
   */
  kind: text('kind').notNull().default('membership'),
  /** The seats a 'team' plan gives its team. */
  teamSeats: bigint('team_seats', { mode: 'number' }),
  /** An enterprise plan's specification lines. */
  specs: jsonb('specs').$type<string[]>().notNull().default([]),
  /** The AI points an 'ai_times' pack adds. */
  aiPoints: bigint('ai_points', { mode: 'number' }),
  sort: bigint('sort', { mode: 'number' }).notNull().default(0),
  /** Off-sale plans stay for the orders that name them. */
  active: boolean('active').notNull().default(true),
  /** The texts in the other locales (the columns above are zh-CN); a missing one falls back. */
  locales: jsonb('locales').$type<ProductLocales>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A plan's texts in one locale. */
export interface ProductTexts {
  title: string;
  tip: string;
  description: string;
  badge: string;
}
export type ProductLocales = Partial<Record<'zh-TW' | 'en-US', ProductTexts>>;

/**
 * A purchase: 'open' until paid, 'paid' once settled (exactly once), 'closed' when it expired
 * unpaid (a late payment still settles it). The amount is copied from the catalogue when the
 * order is made and never comes from the client.
 */
export const orders = pgTable(
  'orders',
  {
    orderNumber: text('order_number').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    productTitle: text('product_title').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** 'wechat' | 'alipay' */
    payment: text('payment').notNull(),
    /** 'native' (QR) | 'h5' | 'jsapi' | 'wap' */
    channel: text('channel').notNull(),
    /** 'open' | 'paid' | 'closed' */
    status: text('status').notNull().default('open'),
    /** The QR content or pay link the provider gave, reused while the order is open. */
    payUrl: text('pay_url'),
    /** The provider's own transaction id, once paid. */
    transactionId: text('transaction_id'),
    /** Why a notification for this order was refused (forged, stale, mismatched); null when none. */
    flagged: text('flagged'),
    /** The membership end (unix seconds) the payment granted. */
    grantedEndAt: bigint('granted_end_at', { mode: 'number' }),
    isRenewal: boolean('is_renewal').notNull().default(false),
    /** The plan's price when the order was made, in fen; `amount` is it less the reductions. */
    listAmount: bigint('list_amount', { mode: 'number' }),
    /** The promo code the price was reduced by, if any. */
    promoCode: text('promo_code'),
    /** The user's coupon the price was reduced by, if any (used once the order is paid). */
    couponId: uuid('coupon_id'),
    /** A joint (union) plan: paying it also gives a partner's code (partner_codes). */
    isUnion: boolean('is_union').notNull().default(false),
    /** A team plan's order: the team it is bought for (its owner made the order). */
    teamId: uuid('team_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_open_idx')
      .on(t.createdAt)
      .where(sql`status = 'open'`),
  ],
);

/**
 * The membership ledger: one row per grant, whatever granted it (a paid order now; redeem codes
 * and the admin later). (source, sourceRef) is unique, so one order can never grant twice.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuidPrimaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    /** 'order' */
    source: text('source').notNull(),
    /** The order number (for source 'order'). */
    sourceRef: text('source_ref').notNull(),
    productId: text('product_id').notNull(),
    /** Membership end before and after the grant, unix seconds. */
    fromEndAt: bigint('from_end_at', { mode: 'number' }).notNull(),
    toEndAt: bigint('to_end_at', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('entitlements_source_idx').on(t.source, t.sourceRef),
    index('entitlements_user_idx').on(t.userId, t.createdAt),
  ],
);
