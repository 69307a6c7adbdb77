import { redeemApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';

/** Redeem codes. */
export async function redeemRoutes(app: ZodApp): Promise<void> {
  serve(app, redeemApi.redeem, ({ body }, request) =>
    app.ctx.redeem.redeem(authUserId(request), body.code, requestLocale(request)),
  );
}
