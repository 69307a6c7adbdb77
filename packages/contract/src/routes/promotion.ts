import { MyCouponSchema, PromoListSchema, RetentionCheckSchema } from '../api/promotion.js';
import { defineRoute } from './route.js';

/** Retention coupons and promo codes (spec sections 3 and 4). */

const tags = ['promotion'];

export const retentionCheck = defineRoute({
  method: 'GET',
  path: '/api/promotion/retention/should-show',
  access: 'user',
  tags,
  summary: 'Whether to offer the retention coupon (issue it only when true)',
  response: RetentionCheckSchema,
  errors: [],
});

export const retentionIssue = defineRoute({
  method: 'POST',
  path: '/api/promotion/retention/issue',
  access: 'user',
  tags,
  summary: 'Issues the retention coupon when it should show; answers the live coupon or null',
  response: MyCouponSchema,
  errors: [],
});

export const myCoupon = defineRoute({
  method: 'GET',
  path: '/api/promotion/retention/my-coupon',
  access: 'user',
  tags,
  summary: "The user's live coupon, or null",
  response: MyCouponSchema,
  errors: [],
});

export const promoList = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/promo/list',
  access: 'public',
  tags,
  summary: 'The listed promo codes that can be used now',
  response: PromoListSchema,
  errors: [],
});
