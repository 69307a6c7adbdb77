import {
  AiPackInfoSchema,
  AiPackListSchema,
  AiPackOrderQuerySchema,
  AppError,
  ChargeQuerySchema,
  ChargeResultSchema,
  ErrorCode,
  H5OrderBodySchema,
  H5OrderResultSchema,
  OrderStatusQuerySchema,
  OrderStatusSchema,
  envelopeSchema,
  isSameSitePath,
} from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { packPoints } from '../ai/usage-repo.js';
import { caller } from './routes.js';

const BASE = '/api/v8/embed/ai/times';

/**
 * AI-points packs (spec section 7), bought through the same providers, orders, notifications
 * and settlement as membership: a paid pack adds its points to the user's packs, which pay for
 * AI calls once the tier's allowance is spent (5410, 5411 then only when both are). The spec's
 * paths answer from the membership code: charge, H5 order, order status.
 */
export async function aiTimesPublicRoutes(app: ZodApp): Promise<void> {
  app.get(
    `${BASE}/products`,
    {
      schema: {
        tags: ['pay'],
        summary: 'AI-points packs on sale (amounts in fen)',
        response: { 200: envelopeSchema(AiPackListSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok({ items: await app.ctx.pay.packs(locale), payments: app.ctx.pay.payments }, locale);
    },
  );
}

/** The pack calls of a signed-in user. */
export async function aiTimesRoutes(app: ZodApp): Promise<void> {
  const { pay } = app.ctx;
  const tags = ['pay'];

  for (const path of ['payment/url', 'pay/url']) {
    app.get(
      `${BASE}/${path}`,
      {
        schema: {
          tags,
          summary: 'Open (or reuse) an order for a pack and answer its payment QR',
          querystring: ChargeQuerySchema,
          response: { 200: envelopeSchema(ChargeResultSchema) },
        },
      },
      async (request) => {
        const { productId, payment, promoCode } = request.query;
        const result = await pay.charge(caller(request), productId, payment, promoCode, 'ai_times');
        return ok(result, requestLocale(request));
      },
    );
  }

  app.post(
    `${BASE}/create/order`,
    {
      schema: {
        tags,
        summary: 'Open an order for a pack to pay in a mobile browser; answers the link to go to',
        body: H5OrderBodySchema,
        response: { 200: envelopeSchema(H5OrderResultSchema) },
      },
    },
    async (request) => {
      const { productId, payment, callback, promoCode } = request.body;
      if (!isSameSitePath(callback)) {
        throw new AppError(ErrorCode.PARAMS_ERROR, 'callback: a path on this site');
      }
      const back = `${request.protocol}://${request.host}${callback}`;
      const result = await pay.h5(caller(request), productId, payment, back, promoCode, 'ai_times');
      return ok(result, requestLocale(request));
    },
  );

  app.get(
    `${BASE}/pay/info`,
    {
      schema: {
        tags,
        summary: 'The AI points a user has: the allowance, its use, the pack points left',
        response: { 200: envelopeSchema(AiPackInfoSchema) },
      },
    },
    async (request) => {
      const userId = authUserId(request);
      const rate = await app.ctx.aiLimits.rate(userId);
      const info = { ...rate, packPoints: await packPoints(app.ctx.database.db, userId) };
      return ok(info, requestLocale(request));
    },
  );

  app.get(
    `${BASE}/pay/scan/status`,
    {
      schema: {
        tags,
        summary: 'A pack order of the user, by its key (polled every 5 s)',
        querystring: OrderStatusQuerySchema,
        response: { 200: envelopeSchema(OrderStatusSchema) },
      },
    },
    async (request) =>
      ok(await pay.status(authUserId(request), request.query.key), requestLocale(request)),
  );

  app.get(
    `${BASE}/pay/status`,
    {
      schema: {
        tags,
        summary: 'A pack order of the user, by its number',
        querystring: AiPackOrderQuerySchema,
        response: { 200: envelopeSchema(OrderStatusSchema) },
      },
    },
    async (request) =>
      ok(await pay.status(authUserId(request), request.query.orderNumber), requestLocale(request)),
  );
}
