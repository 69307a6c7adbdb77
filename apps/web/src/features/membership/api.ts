import {
  ChargeResultSchema,
  ErrorCode,
  H5OrderResultSchema,
  LicenseCodeSchema,
  OrderItemSchema,
  OrderListSchema,
  OrderStatusSchema,
  ProductListSchema,
  redeemApi,
  type Payment,
} from '@slidecraft/contract';
import { api, call } from '../../shared/http';

export function fetchProducts(signal?: AbortSignal) {
  return api.get('/api/products', ProductListSchema, { signal });
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
  return api.get('/api/v8/embed/product/charge', ChargeResultSchema, {
    query: { productId, payment, promoCode: promoCode || undefined },
    signal,
  });
}

/** The 5 s poll; 5205 (expired) is shown on the QR, not as a toast. */
export function fetchOrderStatus(key: string, signal?: AbortSignal) {
  return api.get('/api/order/status', OrderStatusSchema, {
    query: { key },
    signal,
    quiet: [ErrorCode.PAY_QR_EXPIRED],
  });
}

export function createH5Order(
  productId: string,
  payment: Payment,
  callback: string,
  promoCode = '',
) {
  return api.post('/api/order/h5/create', H5OrderResultSchema, {
    productId,
    payment,
    callback,
    promoCode: promoCode || undefined,
  });
}

export function fetchOrders(start: number, signal?: AbortSignal) {
  return api.get('/api/order/list', OrderListSchema, { query: { start, size: 20 }, signal });
}

/** One order of the signed-in user (order management's detail view). */
export function fetchOrderDetail(orderNumber: string, signal?: AbortSignal) {
  return api.get('/api/order/detail', OrderItemSchema, { query: { orderNumber }, signal });
}

/**
 * The partner's redeem code of a paid joint-plan order. Quiet: its dialog shows a failure (5603
 * while the partner's codes are out of stock) in the server's words.
 */
export function fetchLicenseCode(orderNumber: string, signal?: AbortSignal) {
  return api.get('/api/order/license-code', LicenseCodeSchema, {
    query: { orderNumber },
    signal,
    quiet: true,
  });
}

/**
 * Redeems a code for its batch's plan. Quiet: the dialog shows every failure (5600-5603, 5610,
 * a network or server error) under the input, in the server's words.
 */
export function redeemCode(code: string) {
  return call(redeemApi.redeem, { body: { code } }, { quiet: true });
}

export const membershipKeys = {
  /** Per locale: the plans' texts and rights come in the language of the request. */
  products: (locale: string) => ['membership', 'products', locale] as const,
  charge: (productId: string, payment: Payment, userId: string, promoCode = '') =>
    ['membership', 'charge', productId, payment, userId, promoCode] as const,
  status: (key: string) => ['membership', 'status', key] as const,
  orders: (userId: string) => ['membership', 'orders', userId] as const,
  order: (userId: string, orderNumber: string) =>
    ['membership', 'order', userId, orderNumber] as const,
  licenseCode: (userId: string, orderNumber: string) =>
    ['membership', 'license-code', userId, orderNumber] as const,
};
