import {
  AiPackInfoSchema,
  AiPackListSchema,
  AiPackOrderQuerySchema,
  OrderStatusQuerySchema,
  ChargeQuerySchema,
  ChargeResultSchema,
  ContentPayInfoQuerySchema,
  ContentPayInfoSchema,
  ContentPayResultQuerySchema,
  ContentPayResultSchema,
  H5OrderBodySchema,
  H5OrderResultSchema,
  OrderStatusSchema,
} from '../api/pay.js';
import { defineRoute } from './route.js';

/**
 * AI-points packs and paid content (spec section 7): bought through the same orders,
 * providers, notifications and settlement as a membership, their orders answered by the same
 * status code.
 */

const tags = ['pay'];

export const aiPacks = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/ai/times/products',
  access: 'public',
  tags,
  summary: 'AI-points packs on sale (amounts in fen) and the payment methods on offer',
  response: AiPackListSchema,
  errors: [],
});

export const aiPackCharge = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/ai/times/payment/url',
  aliases: [{ path: '/api/v8/embed/ai/times/pay/url' }],
  access: 'user',
  tags,
  summary: 'Opens (or reuses) an order for a pack and answers its payment QR',
  query: ChargeQuerySchema,
  response: ChargeResultSchema,
  errors: [5201, 5204, 5402],
});

export const aiPackH5Order = defineRoute({
  method: 'POST',
  path: '/api/v8/embed/ai/times/create/order',
  access: 'user',
  tags,
  summary: 'Opens an order for a pack to pay in a mobile browser; answers the link to go to',
  body: H5OrderBodySchema,
  response: H5OrderResultSchema,
  errors: [5201, 5204, 5402],
});

export const aiPackInfo = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/ai/times/pay/info',
  access: 'user',
  tags,
  summary: 'The AI points a user has: the allowance, its use, the pack points left',
  response: AiPackInfoSchema,
  errors: [],
});

export const aiPackScanStatus = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/ai/times/pay/scan/status',
  access: 'user',
  tags,
  summary: "A pack order's QR poll by its key, every 5 s (as the order status call answers it)",
  query: OrderStatusQuerySchema,
  response: OrderStatusSchema,
  errors: [5200, 5205, 5402],
});

export const aiPackOrderStatus = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/ai/times/pay/status',
  access: 'user',
  tags,
  summary: 'A pack order of the user, by its number',
  query: AiPackOrderQuerySchema,
  response: OrderStatusSchema,
  errors: [5200, 5205, 5402],
});

export const contentPayInfo = defineRoute({
  method: 'GET',
  path: '/api/ai/contents/pay/info',
  access: 'user',
  tags,
  summary: "A paid template's price and, while it is to buy, its payment QR",
  query: ContentPayInfoQuerySchema,
  response: ContentPayInfoSchema,
  errors: [404, 5201, 5402],
});

export const contentPayResult = defineRoute({
  method: 'GET',
  path: '/api/ai/contents/pay/result',
  access: 'user',
  tags,
  summary: 'Whether the caller bought a paid template (with key: its order checked first)',
  query: ContentPayResultQuerySchema,
  response: ContentPayResultSchema,
  errors: [404, 5200, 5205, 5402],
});
