import { ErrorCode, payApi, type Payment } from '@slidecraft/contract';
import { call, routeKey } from '../../shared/http';

/** AI-points packs (spec section 7). */

/** The packs on sale and the payment methods (public). */
export function fetchAiPacks(signal?: AbortSignal) {
  return call(payApi.aiPacks, {}, { signal });
}

/** Opens (or reuses) an order for a pack and answers its QR, priced by the server. */
export function fetchAiPackCharge(
  productId: string,
  payment: Payment,
  promoCode: string,
  signal?: AbortSignal,
) {
  const query = { productId, payment, promoCode: promoCode || undefined };
  return call(payApi.aiPackCharge, { query }, { signal });
}

/** The QR's 5 s poll by its key; 5205 (expired) is shown on the QR, not as a toast. */
export function fetchAiPackScanStatus(key: string, signal?: AbortSignal) {
  return call(
    payApi.aiPackScanStatus,
    { query: { key } },
    { signal, quiet: [ErrorCode.PAY_QR_EXPIRED] },
  );
}

/** Back from a mobile payment: the order by its number; the drawer shows a failure itself. */
export function fetchAiPackOrderStatus(orderNumber: string, signal?: AbortSignal) {
  return call(
    payApi.aiPackOrderStatus,
    { query: { orderNumber } },
    { signal, quiet: [ErrorCode.PAY_QR_EXPIRED] },
  );
}

/** Pays for a pack in a mobile browser: answers the provider's page to go to. */
export function createAiPackOrder(
  productId: string,
  payment: Payment,
  callback: string,
  promoCode = '',
) {
  const body = { productId, payment, callback, promoCode: promoCode || undefined };
  return call(payApi.aiPackH5Order, { body });
}

/** The user's AI points (the allowance, its use, the pack points). Quiet: the line hides. */
export function fetchAiPackInfo(signal?: AbortSignal) {
  return call(payApi.aiPackInfo, {}, { signal, quiet: true });
}

/** Among the membership data: a payment's refresh (useRefreshMembership) reloads them too. */
export const aiPackKeys = {
  /** Per locale: the packs' texts come in the language of the request. */
  packs: (locale: string) => [...routeKey(payApi.aiPacks), locale] as const,
  info: (userId: string) => [...routeKey(payApi.aiPackInfo), userId] as const,
};
