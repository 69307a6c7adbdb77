import { promotionApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { PromotionService } from './promotion-service.js';

export interface PromotionRoutesNeeds {
  promotions: PromotionService;
}

/** Retention coupons (authenticated scope): check, issue, read. */
export async function promotionRoutes(app: ZodApp, needs: PromotionRoutesNeeds): Promise<void> {
  const { promotions } = needs;
  serve(app, promotionApi.retentionCheck, async (_input, request) => ({
    should_show: await promotions.shouldShow(authUserId(request)),
  }));
  serve(app, promotionApi.retentionIssue, (_input, request) =>
    promotions.issue(authUserId(request)),
  );
  serve(app, promotionApi.myCoupon, (_input, request) => promotions.myCoupon(authUserId(request)));
}

export interface PromotionPublicRoutesNeeds {
  promotions: PromotionService;
}

/** Public: the promo codes an operator lists. */
export async function promotionPublicRoutes(
  app: ZodApp,
  needs: PromotionPublicRoutesNeeds,
): Promise<void> {
  serve(app, promotionApi.promoList, () => needs.promotions.promoList());
}
