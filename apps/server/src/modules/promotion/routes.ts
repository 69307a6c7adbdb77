import {
  MyCouponSchema,
  PromoListSchema,
  RetentionCheckSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** Retention coupons (authenticated scope): check, issue, read. */
export async function promotionRoutes(app: ZodApp): Promise<void> {
  const { promotions } = app.ctx;
  const tags = ['promotion'];
  const couponResponse = { 200: envelopeSchema(MyCouponSchema) };

  app.get(
    '/api/promotion/retention/should-show',
    {
      schema: {
        tags,
        summary: 'Whether to offer the retention coupon (issue it only when true)',
        response: { 200: envelopeSchema(RetentionCheckSchema) },
      },
    },
    async (request) =>
      ok({ should_show: await promotions.shouldShow(authUserId(request)) }, requestLocale(request)),
  );

  app.post(
    '/api/promotion/retention/issue',
    {
      schema: {
        tags,
        summary: 'Issues the retention coupon when it should show; answers the live coupon or null',
        response: couponResponse,
      },
    },
    async (request) => ok(await promotions.issue(authUserId(request)), requestLocale(request)),
  );

  app.get(
    '/api/promotion/retention/my-coupon',
    {
      schema: { tags, summary: "The user's live coupon, or null", response: couponResponse },
    },
    async (request) => ok(await promotions.myCoupon(authUserId(request)), requestLocale(request)),
  );
}

/** Public: the promo codes an operator lists. */
export async function promotionPublicRoutes(app: ZodApp): Promise<void> {
  app.get(
    '/api/v8/embed/promo/list',
    {
      schema: {
        tags: ['promotion'],
        summary: 'The listed promo codes that can be used now',
        response: { 200: envelopeSchema(PromoListSchema) },
      },
    },
    async (request) => ok(await app.ctx.promotions.promoList(), requestLocale(request)),
  );
}
