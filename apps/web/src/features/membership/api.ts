import {
  ErrorCode,
  activityApi,
  payApi,
  promotionApi,
  redeemApi,
  type Payment,
  type RouteEntry,
} from '@slidecraft/contract';
import { call, routeKey } from '../../shared/http';

export function fetchProducts(signal?: AbortSignal) {
  return call(payApi.products, {}, { signal });
}

/**
 * Opens (or reuses) an order and answers its QR, priced by the server: less the user's live
 * coupon and the promo code (`promo` null when the code does not apply: not an error).
 */
export function fetchCharge(
  productId: string,
  payment: Payment,
  promoCode: string,
  signal?: AbortSignal,
) {
  const query = { productId, payment, promoCode: promoCode || undefined };
  return call(payApi.charge, { query }, { signal });
}

/** The 5 s poll; 5205 (expired) is shown on the QR, not as a toast. */
export function fetchOrderStatus(key: string, signal?: AbortSignal) {
  return call(
    payApi.orderStatus,
    { query: { key } },
    { signal, quiet: [ErrorCode.PAY_QR_EXPIRED] },
  );
}

export function createH5Order(
  productId: string,
  payment: Payment,
  callback: string,
  promoCode = '',
) {
  const body = { productId, payment, callback, promoCode: promoCode || undefined };
  return call(payApi.h5Order, { body });
}

export function fetchOrders(start: number, signal?: AbortSignal) {
  return call(payApi.orderList, { query: { start, size: 20 } }, { signal });
}

/** One order of the signed-in user (order management's detail view). */
export function fetchOrderDetail(orderNumber: string, signal?: AbortSignal) {
  return call(payApi.orderDetail, { query: { orderNumber } }, { signal });
}

/**
 * The partner's redeem code of a paid joint-plan order. Quiet: its dialog shows a failure (5603
 * while the partner's codes are out of stock) in the server's words.
 */
export function fetchLicenseCode(orderNumber: string, signal?: AbortSignal) {
  return call(payApi.licenseCode, { query: { orderNumber } }, { signal, quiet: true });
}

/**
 * Redeems a code for its batch's plan. Quiet: the dialog shows every failure (5600-5603, 5610,
 * a network or server error) under the input, in the server's words.
 */
export function redeemCode(code: string) {
  return call(redeemApi.redeem, { body: { code } }, { quiet: true });
}

/**
 * The query keys: each call's routeKey, then the user or the locale when the answer depends on
 * it (the plans' texts and rights come in the language of the request).
 */
export const membershipKeys = {
  products: (locale: string) => [...routeKey(payApi.products), locale] as const,
  /**
   * The charge on screen. The packs' and paid content's charges (useCharge's other calls) are
   * kept under it too: their product ids are their own.
   */
  charge: (productId: string, payment: Payment, userId: string, promoCode = '') =>
    [...routeKey(payApi.charge, { query: { productId, payment, promoCode } }), userId] as const,
  /** The QR's poll (whichever status call answers it: an order's key is its own). */
  status: (key: string) => routeKey(payApi.orderStatus, { query: { key } }),
  orders: (userId: string) => [...routeKey(payApi.orderList), userId] as const,
  order: (userId: string, orderNumber: string) =>
    [...routeKey(payApi.orderDetail, { query: { orderNumber } }), userId] as const,
  licenseCode: (userId: string, orderNumber: string) =>
    [...routeKey(payApi.licenseCode, { query: { orderNumber } }), userId] as const,
};

/** A query filter's predicate: the query is one of these calls' (keyed with routeKey). */
export function ofCalls(...routes: readonly RouteEntry[]) {
  return (query: { queryKey: readonly unknown[] }) =>
    routes.some((route) => query.queryKey[0] === route.method && query.queryKey[1] === route.path);
}

/**
 * The membership data a payment or a redeemed code changes (useRefreshMembership loads them
 * again): the plans, orders and statuses, the packs and points, the coupon, the benefit popup.
 */
export const MEMBERSHIP_CALLS = [
  payApi.products,
  payApi.charge,
  payApi.orderStatus,
  payApi.orderList,
  payApi.orderDetail,
  payApi.licenseCode,
  payApi.aiPacks,
  payApi.aiPackInfo,
  promotionApi.myCoupon,
  activityApi.popup,
] as const;
