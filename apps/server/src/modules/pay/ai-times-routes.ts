import { payApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { packPoints } from '../user/membership.js';
import { backTo, caller } from './routes.js';
import type { Database } from '../../db/client.js';
import type { AiLimitsService } from '../ai/limits.js';
import type { PayService } from './pay-service.js';

export interface AiTimesPublicRoutesNeeds {
  pay: PayService;
}

/**
 * AI-points packs (spec section 7), bought through the same providers, orders, notifications
 * and settlement as membership: a paid pack adds its points to the user's packs, which pay for
 * AI calls once the tier's allowance is spent (5410, 5411 then only when both are). The spec's
 * paths answer from the membership code: charge, H5 order, order status.
 */
export async function aiTimesPublicRoutes(
  app: ZodApp,
  needs: AiTimesPublicRoutesNeeds,
): Promise<void> {
  serve(app, payApi.aiPacks, async (_input, request) => ({
    items: await needs.pay.packs(requestLocale(request)),
    payments: needs.pay.payments,
  }));
}

export interface AiTimesRoutesNeeds {
  aiLimits: AiLimitsService;
  database: Database;
  pay: PayService;
}

/** The pack calls of a signed-in user. */
export async function aiTimesRoutes(app: ZodApp, needs: AiTimesRoutesNeeds): Promise<void> {
  const { pay } = needs;

  serve(app, payApi.aiPackCharge, ({ query }, request) => {
    const { productId, payment, promoCode } = query;
    return pay.charge(caller(request), productId, payment, promoCode, 'ai_times');
  });

  serve(app, payApi.aiPackH5Order, ({ body }, request) => {
    const { productId, payment, callback, promoCode } = body;
    const back = backTo(request, callback);
    return pay.h5(caller(request), productId, payment, back, promoCode, 'ai_times');
  });

  serve(app, payApi.aiPackInfo, async (_input, request) => {
    const userId = authUserId(request);
    const rate = await needs.aiLimits.rate(userId);
    return { ...rate, packPoints: await packPoints(needs.database.db, userId) };
  });

  serve(app, payApi.aiPackScanStatus, ({ query }, request) =>
    pay.status(authUserId(request), query.key),
  );

  serve(app, payApi.aiPackOrderStatus, ({ query }, request) =>
    pay.status(authUserId(request), query.orderNumber),
  );
}
