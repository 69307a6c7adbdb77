import {
  AppError,
  ErrorCode,
  accountApi,
  isSameSitePath,
  payApi,
  type OrderTypeEnum,
} from '@slidecraft/contract';
import type { Database } from '../../db/client.js';
import type { FastifyRequest } from 'fastify';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { effectiveMemberUntil } from '../user/membership.js';
import { proRights } from '../user/rights.js';
import { addinSyncInfo } from './addin-sync.js';
import { isWechatBrowser } from './jsapi.js';
import { PaidContent, type ContentBuyer, type ContentCatalogue } from './paid-content.js';
import type { Caller, ProductKind } from './pay-service.js';
import { aiPrivileges, rightDetail, rightIcons, specsOf } from './rights-detail.js';
import type { AppConfig } from '../../config.js';
import type { PayService } from './pay-service.js';

/*
 * The payment routes (spec section 7). The spec's other paths of a call are aliases of its
 * entry (docs/decisions.md, 'Alternate payment paths'); the calls that differ in their input or
 * answer (a query instead of a body, the course paths' orderTypeEnum) are entries of their own
 * answered by the same code.
 */

export interface ProductRoutesNeeds {
  config: AppConfig;
  pay: PayService;
}

/** The catalogue, the rights and the plans' specifications (public). */
export async function productRoutes(app: ZodApp, needs: ProductRoutesNeeds): Promise<void> {
  const { pay, config } = needs;
  serve(app, payApi.products, async (_input, request) => ({
    items: await pay.catalogue(requestLocale(request)),
    payments: pay.payments,
  }));
  serve(app, payApi.privileges, (_input, request) => ({
    items: proRights(requestLocale(request)),
  }));
  serve(app, payApi.rightIcons, (_input, request) => ({
    items: rightIcons(requestLocale(request)),
  }));
  serve(app, payApi.rightDetail, ({ params }, request) =>
    rightDetail(params.id, requestLocale(request), config.TEMPLATE_DOWNLOADS_PER_DAY),
  );
  serve(app, payApi.aiPrivileges, async (_input, request) => {
    const locale = requestLocale(request);
    const packs = (await pay.packs(locale)).map(({ id, title, points, price }) => ({
      id,
      title,
      points,
      price,
    }));
    return { items: aiPrivileges(locale), packs };
  });
  serve(app, payApi.productSpecs, async ({ query }, request) => {
    const row = await pay.productOnSale(query.productId);
    if (!row) throw new AppError(ErrorCode.NO_PRODUCT, query.productId);
    return specsOf(row, requestLocale(request));
  });
}

export function caller(request: FastifyRequest): Caller {
  return {
    userId: authUserId(request),
    origin: `${request.protocol}://${request.host}`,
    clientIp: request.ip,
    inWechat: isWechatBrowser(request.headers['user-agent']),
  };
}

/** A callback path on this site as an absolute address (5000 for anything else). */
export function backTo(request: FastifyRequest, callback: string): string {
  if (!isSameSitePath(callback)) {
    throw new AppError(ErrorCode.PARAMS_ERROR, 'callback: a path on this site');
  }
  return `${request.protocol}://${request.host}${callback}`;
}

/** What a /pay/products/course/* order buys: 'svip' the membership, 'course' paid content. */
const kindOf = (type: OrderTypeEnum): ProductKind => (type === 'course' ? 'content' : 'membership');

/** The caller as paid content sees one (the tier includes every template). */
function buyer(request: FastifyRequest): ContentBuyer {
  const user = request.auth?.user;
  return {
    id: authUserId(request),
    member: !!user && effectiveMemberUntil(user) > Date.now() / 1000,
  };
}

export interface OrderRoutesNeeds {
  pay: PayService;
  templates: ContentCatalogue;
  database: Database;
}

/** Buying, orders, paid content and the add-in's joint plans (authenticated scope). */
export async function orderRoutes(app: ZodApp, needs: OrderRoutesNeeds): Promise<void> {
  const { pay } = needs;

  // With teamId: a team plan for the caller's team (its owner only: 5107).
  serve(app, payApi.charge, ({ query }, request) => {
    const { productId, payment, promoCode, teamId } = query;
    const kind = teamId ? 'team' : 'membership';
    return pay.charge(caller(request), productId, payment, promoCode, kind, teamId);
  });

  serve(app, payApi.h5Order, ({ body }, request) => {
    const { productId, payment, callback, promoCode } = body;
    return pay.h5(caller(request), productId, payment, backTo(request, callback), promoCode);
  });

  serve(app, payApi.clientH5Order, ({ params, body }, request) => {
    const { productType, teamId, payment, callback, promoCode } = body;
    const back = backTo(request, callback);
    if (productType === 'team' && !teamId) {
      throw new AppError(ErrorCode.PARAMS_ERROR, 'teamId: required with productType team');
    }
    const team = productType === 'team';
    const kind = team ? 'team' : 'membership';
    const forTeam = team ? teamId : undefined;
    return pay.h5(caller(request), params.productId, payment, back, promoCode, kind, forTeam);
  });

  serve(app, payApi.h5PayUrl, ({ query }, request) => {
    const { productId, payment, callback, promoCode } = query;
    return pay.h5(caller(request), productId, payment, backTo(request, callback), promoCode);
  });

  serve(app, payApi.h5PayUrlWithPayments, async ({ query }, request) => {
    const { productId, payment, callback, promoCode } = query;
    const back = backTo(request, callback);
    const result = await pay.h5(caller(request), productId, payment, back, promoCode);
    return { ...result, payment, payments: pay.payments };
  });

  serve(app, payApi.courseQrCode, ({ query }, request) => {
    const { productId, orderTypeEnum, payment, promoCode } = query;
    return pay.charge(caller(request), productId, payment, promoCode, kindOf(orderTypeEnum));
  });

  serve(app, payApi.coursePrepay, ({ params, body }, request) => {
    const { orderTypeEnum, payment, promoCode } = body;
    const kind = kindOf(orderTypeEnum);
    return pay.charge(caller(request), params.productId, payment, promoCode, kind);
  });

  serve(app, payApi.courseH5Order, ({ params, body }, request) => {
    const { orderTypeEnum, payment, callback, promoCode } = body;
    const back = backTo(request, callback);
    const kind = kindOf(orderTypeEnum);
    return pay.h5(caller(request), params.productId, payment, back, promoCode, kind);
  });

  serve(app, payApi.orderStatus, ({ query }, request) =>
    pay.status(authUserId(request), query.key),
  );
  serve(app, payApi.orderStatusByRef, ({ query }, request) =>
    pay.status(authUserId(request), (query.key ?? query.orderNumber)!),
  );
  serve(app, payApi.orderStatusById, ({ params }, request) =>
    pay.status(authUserId(request), params.id),
  );

  serve(app, payApi.orderList, ({ query }, request) =>
    pay.list(authUserId(request), query.start, query.size),
  );
  serve(app, payApi.orderDetail, ({ query }, request) =>
    pay.detail(authUserId(request), query.orderNumber),
  );
  serve(app, payApi.licenseCode, ({ query }, request) =>
    pay.licenseCode(authUserId(request), query.orderNumber),
  );
  // What the companion add-in asks about a joint plan (an entry of the account's calls).
  serve(app, accountApi.addinSync, ({ params }, request) => {
    const user = request.auth?.user;
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
    return addinSyncInfo(needs.database.db, user, params.id, requestLocale(request));
  });

  serve(app, payApi.cashier, ({ params, query }, request) => {
    const back = backTo(request, query.callback);
    return pay.cashier(caller(request), query.orderNumber, params.payment, back);
  });

  const content = new PaidContent(pay, needs.templates);
  serve(app, payApi.contentPayInfo, ({ query }, request) =>
    content.info(
      caller(request),
      buyer(request),
      query.contentId,
      query.payment,
      requestLocale(request),
    ),
  );
  serve(app, payApi.contentPayResult, ({ query }, request) =>
    content.result(buyer(request), query.contentId, query.key),
  );
}
