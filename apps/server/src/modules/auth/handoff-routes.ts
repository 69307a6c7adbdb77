import { authApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';

/** The hand-off token's mint (inside the authenticated scope). */
export async function handoffRoutes(app: ZodApp): Promise<void> {
  serve(app, authApi.handoff, (_input, request) =>
    app.ctx.handoffs.mint(authUserId(request), request.auth!.token),
  );
}

/** The hand-off token's exchange: taken once, for a session (public). */
export async function handoffExchangeRoutes(app: ZodApp): Promise<void> {
  serve(app, authApi.exchangeHandoff, async ({ body }) => ({
    token: await app.ctx.handoffs.exchange(body.handoff),
  }));
}
