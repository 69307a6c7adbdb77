import {
  ChargeQuerySchema,
  ChargeResultSchema,
  ClientH5OrderBodySchema,
  ClientH5OrderParamsSchema,
  H5OrderBodySchema,
  H5OrderResultSchema,
  OrderDetailQuerySchema,
  LicenseCodeQuerySchema,
  LicenseCodeSchema,
  OrderItemSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderStatusQuerySchema,
  OrderStatusSchema,
  ProductListSchema,
  RightSchema,
  envelopeSchema,
  isSameSitePath,
  AppError,
  ErrorCode,
} from '@slidecraft/contract';
import * as z from 'zod/mini';
import type { FastifyRequest } from 'fastify';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { proRights } from '../user/rights.js';
import { isWechatBrowser } from './jsapi.js';
import type { Caller } from './pay-service.js';

const LISTING = 'Membership plans on sale (amounts in fen)';
/** The spec's listing paths of the catalogue: one answer from the same code. */
const PRODUCT_PATHS = [
  { url: '/api/products', summary: LISTING },
  { url: '/api/web/products/price/getMemberPrice', summary: LISTING },
  { url: '/api/v8/embed/products', summary: LISTING },
  {
    url: '/api/web/client/products/listActive',
    summary: 'Membership plans on sale (as GET /api/products)',
  },
] as const;

/** The catalogue and the rights (public). */
export async function productRoutes(app: ZodApp): Promise<void> {
  const { pay } = app.ctx;
  for (const { url, summary } of PRODUCT_PATHS) {
    app.get(
      url,
      {
        schema: {
          tags: ['pay'],
          summary,
          response: { 200: envelopeSchema(ProductListSchema) },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        return ok({ items: await pay.catalogue(locale), payments: pay.payments }, locale);
      },
    );
  }
  app.get(
    '/api/v8/embed/products/privileges',
    {
      schema: {
        tags: ['pay'],
        summary: 'What the professional tier gives',
        response: { 200: envelopeSchema(z.object({ items: z.array(RightSchema) })) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok({ items: proRights(locale) }, locale);
    },
  );
}

export function caller(request: FastifyRequest): Caller {
  return {
    userId: authUserId(request),
    origin: `${request.protocol}://${request.host}`,
    clientIp: request.ip,
    inWechat: isWechatBrowser(request.headers['user-agent']),
  };
}

/** Buying and orders (authenticated scope). */
export async function orderRoutes(app: ZodApp): Promise<void> {
  const { pay } = app.ctx;

  app.get(
    '/api/v8/embed/product/charge',
    {
      schema: {
        tags: ['pay'],
        summary: 'Open (or reuse) an order for a plan and answer its payment QR',
        querystring: ChargeQuerySchema,
        response: { 200: envelopeSchema(ChargeResultSchema) },
      },
    },
    async (request) => {
      const { productId, payment, promoCode, teamId } = request.query;
      // With teamId: a team plan for the caller's team (its owner only: 5107).
      const result = await pay.charge(
        caller(request),
        productId,
        payment,
        promoCode,
        teamId ? 'team' : 'membership',
        teamId,
      );
      return ok(result, requestLocale(request));
    },
  );

  app.post(
    '/api/order/h5/create',
    {
      schema: {
        tags: ['pay'],
        summary: 'Open an order to pay in a mobile browser; answers the link to go to',
        body: H5OrderBodySchema,
        response: { 200: envelopeSchema(H5OrderResultSchema) },
      },
    },
    async (request) => {
      const { productId, payment, callback, promoCode } = request.body;
      if (!isSameSitePath(callback)) {
        throw new AppError(ErrorCode.PARAMS_ERROR, 'callback: a path on this site');
      }
      const origin = `${request.protocol}://${request.host}`;
      const back = `${origin}${callback}`;
      const result = await pay.h5(caller(request), productId, payment, back, promoCode);
      return ok(result, requestLocale(request));
    },
  );

  app.post(
    '/api/web/client/products/H5/createOrder/:productId',
    {
      schema: {
        tags: ['pay'],
        summary:
          'Open an order to pay in a mobile browser (productType team with teamId: a team plan for the caller’s team)',
        params: ClientH5OrderParamsSchema,
        body: ClientH5OrderBodySchema,
        response: { 200: envelopeSchema(H5OrderResultSchema) },
      },
    },
    async (request) => {
      const { productType, teamId, payment, callback, promoCode } = request.body;
      if (!isSameSitePath(callback)) {
        throw new AppError(ErrorCode.PARAMS_ERROR, 'callback: a path on this site');
      }
      if (productType === 'team' && !teamId) {
        throw new AppError(ErrorCode.PARAMS_ERROR, 'teamId: required with productType team');
      }
      const back = `${request.protocol}://${request.host}${callback}`;
      const result = await pay.h5(
        caller(request),
        request.params.productId,
        payment,
        back,
        promoCode,
        productType === 'team' ? 'team' : 'membership',
        productType === 'team' ? teamId : undefined,
      );
      return ok(result, requestLocale(request));
    },
  );

  app.get(
    '/api/order/status',
    {
      schema: {
        tags: ['pay'],
        summary: 'An order of the user (polled every 5 s); 5205 once expired unpaid',
        querystring: OrderStatusQuerySchema,
        response: { 200: envelopeSchema(OrderStatusSchema) },
      },
    },
    async (request) =>
      ok(await pay.status(authUserId(request), request.query.key), requestLocale(request)),
  );

  app.get(
    '/api/order/list',
    {
      schema: {
        tags: ['pay'],
        summary: "The user's orders, newest first",
        querystring: OrderListQuerySchema,
        response: { 200: envelopeSchema(OrderListSchema) },
      },
    },
    async (request) => {
      const { start, size } = request.query;
      return ok(await pay.list(authUserId(request), start, size), requestLocale(request));
    },
  );

  app.get(
    '/api/order/detail',
    {
      schema: {
        tags: ['pay'],
        summary: 'One order of the user',
        querystring: OrderDetailQuerySchema,
        response: { 200: envelopeSchema(OrderItemSchema) },
      },
    },
    async (request) =>
      ok(await pay.detail(authUserId(request), request.query.orderNumber), requestLocale(request)),
  );

  app.get(
    '/api/order/license-code',
    {
      schema: {
        tags: ['pay'],
        summary:
          "The partner's redeem code of a paid joint-membership order (5603 while none is in stock)",
        querystring: LicenseCodeQuerySchema,
        response: { 200: envelopeSchema(LicenseCodeSchema) },
      },
    },
    async (request) => {
      const { orderNumber } = request.query;
      const code = await pay.licenseCode(authUserId(request), orderNumber);
      return ok(code, requestLocale(request));
    },
  );
}
