import {
  AppError,
  CashierParamsSchema,
  CashierQuerySchema,
  CashierResultSchema,
  ChargeQuerySchema,
  ChargeResultSchema,
  ContentPayInfoQuerySchema,
  ContentPayInfoSchema,
  ContentPayResultQuerySchema,
  ContentPayResultSchema,
  CourseCreateOrderBodySchema,
  CoursePrepayBodySchema,
  CourseProductParamsSchema,
  CourseQrQuerySchema,
  ErrorCode,
  H5OrderBodySchema,
  H5OrderResultSchema,
  H5PayUrlQuerySchema,
  H5PayUrlWithPaymentsSchema,
  OrderIdParamsSchema,
  OrderRefQuerySchema,
  OrderStatusSchema,
  envelopeSchema,
  isSameSitePath,
  type OrderTypeEnum,
} from '@slidecraft/contract';
import type { FastifyRequest } from 'fastify';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { effectiveMemberUntil } from '../user/membership.js';
import { PaidContent, type ContentBuyer } from './paid-content.js';
import type { ProductKind } from './pay-service.js';
import { caller } from './routes.js';

export { payAltPublicRoutes } from './alt-public-routes.js';

/*
 * The spec's alternate payment paths of a signed-in user (section 7): older or other versions
 * of the charge, the H5 order and the order status, each answered by the same code as the call
 * it stands for, and paid content (docs/decisions.md, 'Alternate payment paths'). The public
 * ones (rights, specifications): alt-public-routes.ts; the catalogue's listActive: routes.ts.
 */

const tags = ['pay'];

/** What a /pay/products/course/* order buys: 'svip' the membership, 'course' paid content. */
const kindOf = (type: OrderTypeEnum): ProductKind => (type === 'course' ? 'content' : 'membership');

/** A callback path on this site as an absolute address (5000 for anything else). */
function backTo(request: FastifyRequest, callback: string): string {
  if (!isSameSitePath(callback)) {
    throw new AppError(ErrorCode.PARAMS_ERROR, 'callback: a path on this site');
  }
  return `${request.protocol}://${request.host}${callback}`;
}

/** The order a status path names (key or orderNumber). */
const orderRef = (q: { key?: string; orderNumber?: string }) => (q.key ?? q.orderNumber)!;

/** The caller as paid content sees one (the tier includes every template). */
function buyer(request: FastifyRequest): ContentBuyer {
  const user = request.auth?.user;
  return {
    id: authUserId(request),
    member: !!user && effectiveMemberUntil(user) > Date.now() / 1000,
  };
}

/** The alternate paths of a signed-in user: charges, orders, statuses, cashier, paid content. */
export async function payAltRoutes(app: ZodApp): Promise<void> {
  const { pay } = app.ctx;

  app.get(
    '/api/pay/url',
    {
      schema: {
        tags,
        summary: 'Payment QR of a plan (as GET /api/v8/embed/product/charge)',
        querystring: ChargeQuerySchema,
        response: { 200: envelopeSchema(ChargeResultSchema) },
      },
    },
    async (request) => {
      const { productId, payment, promoCode, teamId } = request.query;
      const kind = teamId ? 'team' : 'membership';
      const result = await pay.charge(caller(request), productId, payment, promoCode, kind, teamId);
      return ok(result, requestLocale(request));
    },
  );

  for (const url of ['/api/v8/embed/h5/pay/url', '/api/v8/embed/h5/payment/url']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Mobile pay link of a plan (as POST /api/order/h5/create)',
          querystring: H5PayUrlQuerySchema,
          response: { 200: envelopeSchema(H5OrderResultSchema) },
        },
      },
      async (request) => {
        const { productId, payment, callback, promoCode } = request.query;
        const back = backTo(request, callback);
        const result = await pay.h5(caller(request), productId, payment, back, promoCode);
        return ok(result, requestLocale(request));
      },
    );
  }

  app.get(
    '/api/v7/embed/h5/pay/urlWithPayments',
    {
      schema: {
        tags,
        summary: 'Mobile pay link of a plan and the payment methods on offer',
        querystring: H5PayUrlQuerySchema,
        response: { 200: envelopeSchema(H5PayUrlWithPaymentsSchema) },
      },
    },
    async (request) => {
      const { productId, payment, callback, promoCode } = request.query;
      const back = backTo(request, callback);
      const result = await pay.h5(caller(request), productId, payment, back, promoCode);
      return ok({ ...result, payment, payments: pay.payments }, requestLocale(request));
    },
  );

  app.get(
    '/api/pay/products/course/get-qrcode-url',
    {
      schema: {
        tags,
        summary: 'Payment QR of a plan (svip) or of paid content (course)',
        querystring: CourseQrQuerySchema,
        response: { 200: envelopeSchema(ChargeResultSchema) },
      },
    },
    async (request) => {
      const { productId, orderTypeEnum, payment, promoCode } = request.query;
      const kind = kindOf(orderTypeEnum);
      const result = await pay.charge(caller(request), productId, payment, promoCode, kind);
      return ok(result, requestLocale(request));
    },
  );

  app.post(
    '/api/pay/products/course/prepay/:productId',
    {
      schema: {
        tags,
        summary: 'Open (or reuse) an order and answer its payment QR (orderTypeEnum course|svip)',
        params: CourseProductParamsSchema,
        body: CoursePrepayBodySchema,
        response: { 200: envelopeSchema(ChargeResultSchema) },
      },
    },
    async (request) => {
      const { orderTypeEnum, payment, promoCode } = request.body;
      const kind = kindOf(orderTypeEnum);
      const { productId } = request.params;
      const result = await pay.charge(caller(request), productId, payment, promoCode, kind);
      return ok(result, requestLocale(request));
    },
  );

  app.post(
    '/api/pay/products/course/createOrder/:productId',
    {
      schema: {
        tags,
        summary: 'Open an order to pay in a mobile browser (orderTypeEnum course|svip)',
        params: CourseProductParamsSchema,
        body: CourseCreateOrderBodySchema,
        response: { 200: envelopeSchema(H5OrderResultSchema) },
      },
    },
    async (request) => {
      const { orderTypeEnum, payment, callback, promoCode } = request.body;
      const back = backTo(request, callback);
      const kind = kindOf(orderTypeEnum);
      const { productId } = request.params;
      const result = await pay.h5(caller(request), productId, payment, back, promoCode, kind);
      return ok(result, requestLocale(request));
    },
  );

  app.post(
    '/api/v8/embed/order',
    {
      schema: {
        tags,
        summary: 'Open an order to pay in a mobile browser (as POST /api/order/h5/create)',
        body: H5OrderBodySchema,
        response: { 200: envelopeSchema(H5OrderResultSchema) },
      },
    },
    async (request) => {
      const { productId, payment, callback, promoCode } = request.body;
      const back = backTo(request, callback);
      const result = await pay.h5(caller(request), productId, payment, back, promoCode);
      return ok(result, requestLocale(request));
    },
  );

  const statusPaths = [
    '/api/v8/embed/order/status',
    '/api/order/status/h5',
    '/api/pay/products/course/status',
    '/api/v8/embed/h5/payment/result',
  ];
  for (const url of statusPaths) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'An order of the user by key or orderNumber (as GET /api/order/status; 5205)',
          querystring: OrderRefQuerySchema,
          response: { 200: envelopeSchema(OrderStatusSchema) },
        },
      },
      async (request) =>
        ok(await pay.status(authUserId(request), orderRef(request.query)), requestLocale(request)),
    );
  }

  app.get(
    '/api/web/client/products/pay/status/:id',
    {
      schema: {
        tags,
        summary: 'An order of the user by its number (as GET /api/order/status; 5205)',
        params: OrderIdParamsSchema,
        response: { 200: envelopeSchema(OrderStatusSchema) },
      },
    },
    async (request) =>
      ok(await pay.status(authUserId(request), request.params.id), requestLocale(request)),
  );

  app.get(
    '/api/cashier/h5/:payment',
    {
      schema: {
        tags,
        summary: "The H5 cashier: an order's pay link with this payment method (5201: not offered)",
        params: CashierParamsSchema,
        querystring: CashierQuerySchema,
        response: { 200: envelopeSchema(CashierResultSchema) },
      },
    },
    async (request) => {
      const { orderNumber, callback } = request.query;
      const back = backTo(request, callback);
      const result = await pay.cashier(caller(request), orderNumber, request.params.payment, back);
      return ok(result, requestLocale(request));
    },
  );

  const content = new PaidContent(pay, app.ctx.templates);

  app.get(
    '/api/ai/contents/pay/info',
    {
      schema: {
        tags,
        summary: "A paid template's price and, while it is to buy, its payment QR",
        querystring: ContentPayInfoQuerySchema,
        response: { 200: envelopeSchema(ContentPayInfoSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { contentId, payment } = request.query;
      return ok(
        await content.info(caller(request), buyer(request), contentId, payment, locale),
        locale,
      );
    },
  );

  app.get(
    '/api/ai/contents/pay/result',
    {
      schema: {
        tags,
        summary: 'Whether the caller bought a paid template (with key: its order checked first)',
        querystring: ContentPayResultQuerySchema,
        response: { 200: envelopeSchema(ContentPayResultSchema) },
      },
    },
    async (request) => {
      const { contentId, key } = request.query;
      return ok(await content.result(buyer(request), contentId, key), requestLocale(request));
    },
  );
}
