import {
  CashierParamsSchema,
  CashierQuerySchema,
  CashierResultSchema,
  ChargeQuerySchema,
  ChargeResultSchema,
  CourseCreateOrderBodySchema,
  CoursePrepayBodySchema,
  CourseProductParamsSchema,
  CourseQrQuerySchema,
  H5OrderBodySchema,
  H5OrderResultSchema,
  H5PayUrlQuerySchema,
  H5PayUrlWithPaymentsSchema,
  LicenseCodeQuerySchema,
  LicenseCodeSchema,
  OrderDetailQuerySchema,
  OrderIdParamsSchema,
  OrderItemSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderRefQuerySchema,
  OrderStatusQuerySchema,
  OrderStatusSchema,
} from '../api/pay.js';
import { ClientH5OrderBodySchema, ClientH5OrderParamsSchema } from '../api/team.js';
import { defineRoute } from './route.js';

/**
 * Membership, payments and orders (spec section 7): buying a plan and the user's orders, each
 * call with the spec's other paths for it as aliases. The catalogue and rights:
 * pay-catalogue.ts; AI-points packs and paid content: pay-packs.ts; the providers'
 * notifications and the sandbox: pay-providers.ts.
 */
export * from './pay-catalogue.js';
export * from './pay-packs.js';
export * from './pay-providers.js';

const tags = ['pay'];

export const charge = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/product/charge',
  aliases: [{ path: '/api/pay/url' }],
  access: 'user',
  tags,
  summary:
    "Opens (or reuses) an order for a plan and answers its payment QR (with teamId: a team plan for the caller's team, its owner only)",
  query: ChargeQuerySchema,
  response: ChargeResultSchema,
  errors: [5107, 5110, 5201, 5204, 5402],
});

export const h5Order = defineRoute({
  method: 'POST',
  path: '/api/order/h5/create',
  aliases: [{ path: '/api/v8/embed/order' }],
  access: 'user',
  tags,
  summary: 'Opens an order to pay in a mobile browser; answers the link to go to',
  body: H5OrderBodySchema,
  response: H5OrderResultSchema,
  errors: [5110, 5201, 5204, 5402],
});

export const clientH5Order = defineRoute({
  method: 'POST',
  path: '/api/web/client/products/H5/createOrder/:productId',
  access: 'user',
  tags,
  summary:
    "Opens an order to pay in a mobile browser (productType team with teamId: a team plan for the caller's team)",
  params: ClientH5OrderParamsSchema,
  body: ClientH5OrderBodySchema,
  response: H5OrderResultSchema,
  errors: [5107, 5110, 5201, 5204, 5402],
});

export const h5PayUrl = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/h5/pay/url',
  aliases: [{ path: '/api/v8/embed/h5/payment/url' }],
  access: 'user',
  tags,
  summary: 'Opens an order to pay in a mobile browser, asked with a query; answers its link',
  query: H5PayUrlQuerySchema,
  response: H5OrderResultSchema,
  errors: [5110, 5201, 5204, 5402],
});

export const h5PayUrlWithPayments = defineRoute({
  method: 'GET',
  path: '/api/v7/embed/h5/pay/urlWithPayments',
  access: 'user',
  tags,
  summary: 'Mobile pay link of a plan and the payment methods on offer',
  query: H5PayUrlQuerySchema,
  response: H5PayUrlWithPaymentsSchema,
  errors: [5110, 5201, 5204, 5402],
});

export const courseQrCode = defineRoute({
  method: 'GET',
  path: '/api/pay/products/course/get-qrcode-url',
  access: 'user',
  tags,
  summary: 'Payment QR of a plan (orderTypeEnum svip) or of paid content (course)',
  query: CourseQrQuerySchema,
  response: ChargeResultSchema,
  errors: [5109, 5110, 5201, 5204, 5402],
});

export const coursePrepay = defineRoute({
  method: 'POST',
  path: '/api/pay/products/course/prepay/:productId',
  access: 'user',
  tags,
  summary: 'Opens (or reuses) an order and answers its payment QR (orderTypeEnum course|svip)',
  params: CourseProductParamsSchema,
  body: CoursePrepayBodySchema,
  response: ChargeResultSchema,
  errors: [5109, 5110, 5201, 5204, 5402],
});

export const courseH5Order = defineRoute({
  method: 'POST',
  path: '/api/pay/products/course/createOrder/:productId',
  access: 'user',
  tags,
  summary: 'Opens an order to pay in a mobile browser (orderTypeEnum course|svip)',
  params: CourseProductParamsSchema,
  body: CourseCreateOrderBodySchema,
  response: H5OrderResultSchema,
  errors: [5109, 5110, 5201, 5204, 5402],
});

export const orderStatus = defineRoute({
  method: 'GET',
  path: '/api/order/status',
  access: 'user',
  tags,
  summary: 'An order of the user by its key, polled every 5 s (expired unpaid: 5205)',
  query: OrderStatusQuerySchema,
  response: OrderStatusSchema,
  errors: [5200, 5205, 5402],
});

export const orderStatusByRef = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/order/status',
  aliases: [
    { path: '/api/order/status/h5' },
    { path: '/api/pay/products/course/status' },
    { path: '/api/v8/embed/h5/payment/result' },
  ],
  access: 'user',
  tags,
  summary: 'An order of the user by key or orderNumber, as the status call answers it',
  query: OrderRefQuerySchema,
  response: OrderStatusSchema,
  errors: [5200, 5205, 5402],
});

export const orderStatusById = defineRoute({
  method: 'GET',
  path: '/api/web/client/products/pay/status/:id',
  access: 'user',
  tags,
  summary: 'An order of the user by its number in the path, as the status call answers it',
  params: OrderIdParamsSchema,
  response: OrderStatusSchema,
  errors: [5200, 5205, 5402],
});

export const orderList = defineRoute({
  method: 'GET',
  path: '/api/order/list',
  access: 'user',
  tags,
  summary: "The user's orders, newest first",
  query: OrderListQuerySchema,
  response: OrderListSchema,
  errors: [],
});

export const orderDetail = defineRoute({
  method: 'GET',
  path: '/api/order/detail',
  access: 'user',
  tags,
  summary: 'One order of the user',
  query: OrderDetailQuerySchema,
  response: OrderItemSchema,
  errors: [5200],
});

export const licenseCode = defineRoute({
  method: 'GET',
  path: '/api/order/license-code',
  access: 'user',
  tags,
  summary: "The partner's redeem code of a paid joint-membership order",
  query: LicenseCodeQuerySchema,
  response: LicenseCodeSchema,
  errors: [5200, 5603],
});

export const cashier = defineRoute({
  method: 'GET',
  path: '/api/cashier/h5/:payment',
  access: 'user',
  tags,
  summary: "The H5 cashier: an order's pay link with this payment method",
  params: CashierParamsSchema,
  query: CashierQuerySchema,
  response: CashierResultSchema,
  errors: [5107, 5109, 5110, 5200, 5201, 5204, 5402],
});
