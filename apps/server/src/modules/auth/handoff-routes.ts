import {
  HandoffExchangeBodySchema,
  HandoffExchangeResultSchema,
  HandoffResultSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** POST /api/login/handoff: mints a hand-off token (inside the authenticated scope). */
export async function handoffRoutes(app: ZodApp): Promise<void> {
  app.post(
    '/api/login/handoff',
    {
      schema: {
        tags: ['auth'],
        summary:
          "A one-use hand-off token (60 s) of the caller's session, for the app shell to open a web page signed in",
        response: { 200: envelopeSchema(HandoffResultSchema) },
      },
    },
    async (request) =>
      ok(
        await app.ctx.handoffs.mint(authUserId(request), request.auth!.token),
        requestLocale(request),
      ),
  );
}

/** POST /api/login/handoff/exchange: the hand-off token, taken once, for a session (public). */
export async function handoffExchangeRoutes(app: ZodApp): Promise<void> {
  app.post(
    '/api/login/handoff/exchange',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Exchange a hand-off token once for a new session ending no later than the one that made it; 5000 when unknown, used or expired',
        body: HandoffExchangeBodySchema,
        response: { 200: envelopeSchema(HandoffExchangeResultSchema) },
      },
    },
    async (request) =>
      ok({ token: await app.ctx.handoffs.exchange(request.body.handoff) }, requestLocale(request)),
  );
}
