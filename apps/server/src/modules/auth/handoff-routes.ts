import { authApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { HandoffService } from './handoff-service.js';

export interface HandoffRoutesNeeds {
  handoffs: HandoffService;
}

/** The hand-off token's mint (inside the authenticated scope). */
export async function handoffRoutes(app: ZodApp, needs: HandoffRoutesNeeds): Promise<void> {
  serve(app, authApi.handoff, (_input, request) =>
    needs.handoffs.mint(authUserId(request), request.auth!.token),
  );
}

export interface HandoffExchangeRoutesNeeds {
  handoffs: HandoffService;
}

/** The hand-off token's exchange: taken once, for a session (public). */
export async function handoffExchangeRoutes(
  app: ZodApp,
  needs: HandoffExchangeRoutesNeeds,
): Promise<void> {
  serve(app, authApi.exchangeHandoff, async ({ body }) => ({
    token: await needs.handoffs.exchange(body.handoff),
  }));
}
