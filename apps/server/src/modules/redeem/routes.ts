import { redeemApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { RedeemService } from './redeem-service.js';

export interface RedeemRoutesNeeds {
  redeem: RedeemService;
}

/** Redeem codes. */
export async function redeemRoutes(app: ZodApp, needs: RedeemRoutesNeeds): Promise<void> {
  serve(app, redeemApi.redeem, ({ body }, request) =>
    needs.redeem.redeem(authUserId(request), body.code, requestLocale(request)),
  );
}
