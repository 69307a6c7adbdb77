import * as z from 'zod/mini';

/**
 * Coupons and promotions (spec sections 2, 3, 4 and 7). A retention coupon is offered only
 * when should-show says so, then issued and shown with its countdown; a promo code is typed or
 * preset through chargeParams. The server prices every charge: the client only shows.
 */

/** The client asks for the charge again this long after a coupon's countdown ends (spec 9). */
export const COUPON_REFRESH_AFTER_MS = 500;
export const PROMO_CODE = /^[A-Z0-9-]{3,32}$/;

/** GET /api/promotion/retention/should-show */
export const RetentionCheckSchema = z.object({ should_show: z.boolean() });

/** A user's coupon (spec section 3, retention coupon). */
const CouponSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  /** Seconds until it expires. */
  remaining_seconds: z.int(),
  /** What it takes off, in yuan. */
  reduce_amount_cny: z.number(),
  /** The plans it applies to; empty: every plan. */
  support_products: z.array(z.string()),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** POST /api/promotion/retention/issue and GET /my-coupon: the live coupon, or null. */
export const MyCouponSchema = z.nullable(CouponSchema);

/** GET /api/v8/embed/promo/list: the promo codes an operator lists. */
export const PromoListSchema = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      /** Yuan taken off, 0 when it is a percentage. */
      reduce_amount_cny: z.number(),
      /** Percent taken off, 0 when it is an amount. */
      percent_off: z.int(),
      support_products: z.array(z.string()),
      /** Seconds until it expires; null: no end. */
      remaining_seconds: z.nullable(z.int()),
    }),
  ),
});
export type PromoList = z.infer<typeof PromoListSchema>;
