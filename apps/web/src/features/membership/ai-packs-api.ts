import {
  AiPackInfoSchema,
  AiPackListSchema,
  ChargeResultSchema,
  ErrorCode,
  H5OrderResultSchema,
  OrderStatusSchema,
  type Payment,
} from '@slidecraft/contract';
import { api } from '../../shared/http';

/** AI-points packs (spec section 7): the calls under /api/v8/embed/ai/times. */
const BASE = '/api/v8/embed/ai/times';

/** The packs on sale and the payment methods (public). */
export function fetchAiPacks(signal?: AbortSignal) {
  return api.get(`${BASE}/products`, AiPackListSchema, { signal });
}

/** Opens (or reuses) an order for a pack and answers its QR, priced by the server. */
export function fetchAiPackCharge(
  productId: string,
  payment: Payment,
  promoCode: string,
  signal?: AbortSignal,
) {
  return api.get(`${BASE}/payment/url`, ChargeResultSchema, {
    query: { productId, payment, promoCode: promoCode || undefined },
    signal,
  });
}

/** The QR's 5 s poll by its key; 5205 (expired) is shown on the QR, not as a toast. */
export function fetchAiPackScanStatus(key: string, signal?: AbortSignal) {
  return api.get(`${BASE}/pay/scan/status`, OrderStatusSchema, {
    query: { key },
    signal,
    quiet: [ErrorCode.PAY_QR_EXPIRED],
  });
}

/** Back from a mobile payment: the order by its number; the drawer shows a failure itself. */
export function fetchAiPackOrderStatus(orderNumber: string, signal?: AbortSignal) {
  return api.get(`${BASE}/pay/status`, OrderStatusSchema, {
    query: { orderNumber },
    signal,
    quiet: [ErrorCode.PAY_QR_EXPIRED],
  });
}

/** Pays for a pack in a mobile browser: answers the provider's page to go to. */
export function createAiPackOrder(
  productId: string,
  payment: Payment,
  callback: string,
  promoCode = '',
) {
  return api.post(`${BASE}/create/order`, H5OrderResultSchema, {
    productId,
    payment,
    callback,
    promoCode: promoCode || undefined,
  });
}

/** The user's AI points (the allowance, its use, the pack points). Quiet: the line hides. */
export function fetchAiPackInfo(signal?: AbortSignal) {
  return api.get(`${BASE}/pay/info`, AiPackInfoSchema, { signal, quiet: true });
}

/** Under 'membership': a payment's refresh (useRefreshMembership) reloads them too. */
export const aiPackKeys = {
  packs: (locale: string) => ['membership', 'ai-packs', locale] as const,
  info: (userId: string) => ['membership', 'ai-pack-info', userId] as const,
};
