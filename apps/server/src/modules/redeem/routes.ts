import { RedeemBodySchema, RedeemResultSchema, envelopeSchema } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** Redeem codes (authenticated scope). */
export async function redeemRoutes(app: ZodApp): Promise<void> {
  app.post(
    '/api/license-code/redeem',
    {
      schema: {
        tags: ['membership'],
        summary:
          "Redeems a code: its batch's plan is granted (5600 invalid or expired, 5601 too many wrong codes, 5602 per-user limit, 5603 no uses left, 5610 other)",
        body: RedeemBodySchema,
        response: { 200: envelopeSchema(RedeemResultSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(
        await app.ctx.redeem.redeem(authUserId(request), request.body.code, locale),
        locale,
      );
    },
  );
}
