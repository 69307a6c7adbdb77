import * as z from 'zod/mini';
import { CONTENT_ACCESS, TEMPLATE_ID } from './template.js';
import { RightSchema } from './user.js';

/**
 * Membership, payments and orders (spec sections 3, 4 and 7). Every amount is in fen (cents)
 * and comes from the server's catalogue, never from the client.
 */

/** How long an unpaid order (and its QR) stays payable; its status then answers 5205. */
export const ORDER_TTL_SECONDS = 2 * 3600;
/** The membership end of a lifetime plan: 2100-01-01T00:00:00Z, unix seconds. */
export const LIFETIME_END_AT = 4_102_444_800;
/** How often the client polls an order's status (spec section 9). */
export const PAY_STATUS_POLL_MS = 5000;
/** Orders per page of GET /api/order/list. */
const ORDER_PAGE_SIZE = 20;

export const PAYMENTS = ['wechat', 'alipay'] as const;
export type Payment = (typeof PAYMENTS)[number];

/** A membership plan (spec section 3, Product). */
export const ProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.object({
    currency: z.string(),
    /** What is paid, in fen. */
    pay: z.int(),
    /** A reference price in fen, 0 when none. */
    original: z.int(),
  }),
  tip: z.string(),
  description: z.string(),
  badge: z.string(),
  isUnionProduct: z.boolean(),
  /** Selected by default in the membership modal. */
  select: z.boolean(),
  rights: z.array(RightSchema),
  /** Days of membership bought; null for a lifetime plan. */
  durationDays: z.nullable(z.int()),
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /api/products (and the spec's other listing paths). */
export const ProductListSchema = z.object({
  items: z.array(ProductSchema),
  /** The payment methods that can be bought with here (configured providers), in display order. */
  payments: z.array(z.enum(PAYMENTS)),
});
export type ProductList = z.infer<typeof ProductListSchema>;

const productId = z.string().check(z.regex(/^[a-z0-9-]{1,64}$/));
const orderNumber = z.string().check(z.regex(/^[A-Z0-9]{16,32}$/));

/** GET /api/v8/embed/product/charge?productId&promoCode&payment[&teamId] */
export const ChargeQuerySchema = z.object({
  productId,
  promoCode: z.optional(z.string().check(z.maxLength(64))),
  payment: z._default(z.enum(PAYMENTS), 'wechat'),
  /** A team plan bought for this team (the caller must own it). */
  teamId: z.optional(z.string().check(z.regex(/^[0-9a-f-]{36}$/))),
});

/** The charge result (spec section 3) plus the order number. */
export const ChargeResultSchema = z.object({
  /** 'scan': pay by scanning `url` as a QR code. */
  type: z.literal('scan'),
  /** The order key the status call takes. */
  key: z.string(),
  orderNumber: z.string(),
  /** QR content. */
  url: z.string(),
  orderAmount: z.int(),
  /** The membership end (unix seconds) once this order is paid. */
  endAt: z.int(),
  coupon: z.nullable(z.object({ remaining_seconds: z.int(), reduce_amount_cny: z.number() })),
  /** The promo code that reduced the price (null or absent: none, or it did not apply). */
  promo: z.optional(z.nullable(z.object({ code: z.string(), reduce_amount_cny: z.number() }))),
  /** The plan's price before the reductions, in fen. */
  listAmount: z.optional(z.int()),
});
export type ChargeResult = z.infer<typeof ChargeResultSchema>;

/** POST /api/order/h5/create: pay in a mobile browser (or inside WeChat / Alipay). */
export const H5OrderBodySchema = z.object({
  productId,
  /** Where the browser comes back after paying: a path on this site. */
  callback: z.string().check(z.maxLength(2048)),
  payment: z._default(z.enum(PAYMENTS), 'wechat'),
  promoCode: z.optional(z.string().check(z.maxLength(64))),
});
export const H5OrderResultSchema = z.object({ orderNumber: z.string(), payUrl: z.string() });
export type H5OrderResult = z.infer<typeof H5OrderResultSchema>;

/** GET /api/order/status?key (polled every 5 s); an expired unpaid order answers 5205. */
export const OrderStatusQuerySchema = z.object({ key: orderNumber });
export const OrderStatusSchema = z.object({
  orderNumber: z.string(),
  /** 'paid' once settled, else 'unpaid'. */
  orderStatus: z.enum(['paid', 'unpaid']),
  /** 'scan' while the payer has scanned and not yet paid; '' otherwise. */
  status: z.enum(['scan', '']),
  productName: z.string(),
  isRenewal: z.boolean(),
  amount: z.int(),
  payment: z.enum(PAYMENTS),
  isFirstOrder: z.boolean(),
});
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** GET /api/order/list?start&size: the user's orders, newest first. */
export const OrderListQuerySchema = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), ORDER_PAGE_SIZE),
});
export const OrderItemSchema = z.object({
  orderNumber: z.string(),
  productId: z.string(),
  productName: z.string(),
  amount: z.int(),
  currency: z.string(),
  payment: z.enum(PAYMENTS),
  /** 'paid' | 'open' (payable) | 'closed' (expired unpaid) */
  status: z.enum(['paid', 'open', 'closed']),
  /** ISO 8601. */
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** The membership end the payment granted (unix seconds), null until paid. */
  endAt: z.nullable(z.int()),
  /** A joint plan: once paid, GET /api/order/license-code gives the partner's code. */
  isUnionProduct: z._default(z.boolean(), false),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;
export const OrderListSchema = z.object({ items: z.array(OrderItemSchema), total: z.int() });
export type OrderList = z.infer<typeof OrderListSchema>;

/** An AI-points pack (GET /api/v8/embed/ai/times/products). */
const AiPackSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.object({ currency: z.string(), pay: z.int(), original: z.int() }),
  /** The AI points it adds (spent once the tier's allowance is). */
  points: z.int(),
  tip: z.string(),
  description: z.string(),
  badge: z.string(),
  select: z.boolean(),
});
export type AiPack = z.infer<typeof AiPackSchema>;
export const AiPackListSchema = z.object({
  items: z.array(AiPackSchema),
  payments: z.array(z.enum(PAYMENTS)),
});
/** GET /api/v8/embed/ai/times/pay/info: the points a user has. */
export const AiPackInfoSchema = z.object({
  /** The tier's allowance plus the pack points left (GET /api/ai/rate's total). */
  total: z.int(),
  /** What the tier's allowance has used. */
  used: z.int(),
  /** Points left in bought packs. */
  packPoints: z.int(),
});
/** GET /api/v8/embed/ai/times/pay/status?orderNumber */
export const AiPackOrderQuerySchema = z.object({ orderNumber });

/** GET /api/order/license-code?orderNumber: the partner code of a paid joint order. */
export const LicenseCodeQuerySchema = z.object({ orderNumber });
export const LicenseCodeSchema = z.object({
  orderNumber: z.string(),
  productId: z.string(),
  /** The partner's redeem code. */
  code: z.string(),
});
export type LicenseCode = z.infer<typeof LicenseCodeSchema>;

/** GET /api/order/detail?orderNumber */
export const OrderDetailQuerySchema = z.object({ orderNumber });

/** POST /api/dev/pay/sandbox/pay (sandbox provider only). */
export const DevSandboxPayBodySchema = z.object({
  orderNumber,
  /** What the sandbox says was paid (fen); the order's amount when absent. */
  amount: z.optional(z.int().check(z.gte(0), z.lte(100_000_000))),
  /** Shifts the notification's timestamp (seconds), to test stale notifications. */
  timestampOffsetSeconds: z.optional(z.int().check(z.gte(-86_400), z.lte(86_400))),
  /** false: sign the notification but do not post it. */
  deliver: z.optional(z.boolean()),
});
const SandboxNotificationSchema = z.object({
  headers: z.record(z.string(), z.string()),
  /** The raw request body, exactly as signed. */
  body: z.string(),
});
export const DevSandboxPayResultSchema = z.object({
  notification: SandboxNotificationSchema,
  delivered: z.object({ status: z.nullable(z.int()) }),
});
/** The sandbox cashier's order (its page's path, its 'scanned' and 'failed' buttons). */
export const DevSandboxOrderSchema = z.object({ orderNumber });
export const DevSandboxNotificationsQuerySchema = z.object({ orderNumber });
export const DevSandboxNotificationsSchema = z.object({
  items: z.array(SandboxNotificationSchema),
});

/*
 * The spec's alternate payment paths (section 7, issue 18): each answers from the same code as
 * the call it stands for (charge, H5 order, order status).
 */

/** A link back to this site after paying: a path (checked server-side), '/' when absent. */
const callbackPath = z._default(z.string().check(z.maxLength(2048)), '/');

/**
 * GET /api/v8/embed/h5/pay/url, /v8/embed/h5/payment/url, /v7/embed/h5/pay/urlWithPayments:
 * an order paid in a mobile browser, answered as its pay link.
 */
export const H5PayUrlQuerySchema = z.object({
  productId,
  callback: callbackPath,
  payment: z._default(z.enum(PAYMENTS), 'wechat'),
  promoCode: z.optional(z.string().check(z.maxLength(64))),
});
/** GET /api/v7/embed/h5/pay/urlWithPayments: the link plus the payment methods on offer. */
export const H5PayUrlWithPaymentsSchema = z.object({
  orderNumber: z.string(),
  payUrl: z.string(),
  payment: z.enum(PAYMENTS),
  payments: z.array(z.enum(PAYMENTS)),
});

/** What a /pay/products/course/* order is for: 'svip' the membership, 'course' paid content. */
const ORDER_TYPES = ['course', 'svip'] as const;
export type OrderTypeEnum = (typeof ORDER_TYPES)[number];
const orderTypeEnum = z._default(z.enum(ORDER_TYPES), 'svip');

/** GET /api/pay/products/course/get-qrcode-url?productId&orderTypeEnum&payment&promoCode */
export const CourseQrQuerySchema = z.object({
  productId,
  orderTypeEnum,
  payment: z._default(z.enum(PAYMENTS), 'wechat'),
  promoCode: z.optional(z.string().check(z.maxLength(64))),
});
/** POST /api/pay/products/course/prepay/{productId}, /createOrder/{productId} */
export const CourseProductParamsSchema = z.object({ productId });
/** POST /api/pay/products/course/prepay/{productId}: answers the charge result (QR). */
export const CoursePrepayBodySchema = z.object({
  orderTypeEnum,
  payment: z._default(z.enum(PAYMENTS), 'wechat'),
  promoCode: z.optional(z.string().check(z.maxLength(64))),
});
/** POST /api/pay/products/course/createOrder/{productId}: answers orderNumber and payUrl. */
export const CourseCreateOrderBodySchema = z.object({
  orderTypeEnum,
  callback: callbackPath,
  payment: z._default(z.enum(PAYMENTS), 'wechat'),
  promoCode: z.optional(z.string().check(z.maxLength(64))),
});

/**
 * The alternate status paths: an order named by `key` or `orderNumber` (either; the same
 * answers as GET /api/order/status, 5205 once expired unpaid, 5200 for no order of the caller).
 */
export const OrderRefQuerySchema = z
  .object({ key: z.optional(orderNumber), orderNumber: z.optional(orderNumber) })
  .check(z.refine((q) => !!(q.key ?? q.orderNumber), 'key or orderNumber: required'));
/** GET /api/web/client/products/pay/status/{id} */
export const OrderIdParamsSchema = z.object({ id: orderNumber });

/** GET /api/cashier/h5/{payment}?orderNumber&callback: the H5 cashier of an order. */
export const CashierParamsSchema = z.object({
  /** Checked against the methods on offer: anything else answers 5201. */
  payment: z.string().check(z.regex(/^[a-z_]{1,20}$/)),
});
export const CashierQuerySchema = z.object({ orderNumber, callback: callbackPath });
export const CashierResultSchema = z.object({
  /** The order to pay with this method (the same plan, promo code and team; '' once paid). */
  orderNumber: z.string(),
  /** The method's pay link ('' when the order is paid already). */
  payUrl: z.string(),
  payment: z.enum(PAYMENTS),
  /** The order asked for is paid: nothing to pay. */
  paid: z.boolean(),
});
export type CashierResult = z.infer<typeof CashierResultSchema>;

/** What the professional tier gives (the privileges call). */
export const PrivilegeListSchema = z.object({ items: z.array(RightSchema) });

/** GET /api/v8/embed/products/ai/privileges: what AI points buy, and the packs that add them. */
export const AiPrivilegesSchema = z.object({
  items: z.array(RightSchema),
  packs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      points: z.int(),
      price: z.object({ currency: z.string(), pay: z.int(), original: z.int() }),
    }),
  ),
});

/** GET /api/web/client/products/icons: the membership's rights, each with an id. */
const ProductIconSchema = z.object({ id: z.string(), icon: z.string(), title: z.string() });
export const ProductIconListSchema = z.object({ items: z.array(ProductIconSchema) });
/** GET /api/web/client/products/icon/detailList/{id}: one right, basic tier against member. */
export const ProductIconParamsSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)),
});
export const ProductIconDetailSchema = z.object({
  id: z.string(),
  icon: z.string(),
  title: z.string(),
  items: z.array(z.object({ title: z.string(), basic: z.string(), pro: z.string() })),
});
export type ProductIconDetail = z.infer<typeof ProductIconDetailSchema>;

/** GET /api/v8/embed/product/specifications?productId: any plan on sale (5204 otherwise). */
export const ProductSpecsQuerySchema = z.object({ productId });
export const ProductSpecsSchema = z.object({
  productId: z.string(),
  /** 'membership' | 'ai_times' | 'team' | 'enterprise' | 'content' */
  kind: z.string(),
  title: z.string(),
  price: z.object({ currency: z.string(), pay: z.int(), original: z.int() }),
  /** Days bought; null: lifetime, or no term (packs, paid content, enterprise). */
  durationDays: z.nullable(z.int()),
  rights: z.array(RightSchema),
  /** Specification lines (team and enterprise plans). */
  specs: z.array(z.string()),
  aiPoints: z.nullable(z.int()),
  seats: z.nullable(z.int()),
});
export type ProductSpecs = z.infer<typeof ProductSpecsSchema>;

/** The plan id that sells a template. */
export const contentProductId = (templateId: string) => `content-${templateId}`;
const contentId = z.string().check(z.regex(TEMPLATE_ID));
const ContentPriceSchema = z.object({
  currency: z.string(),
  pay: z.int(),
  original: z.int(),
});
export type ContentPrice = z.infer<typeof ContentPriceSchema>;
export const ContentPayInfoQuerySchema = z.object({
  contentId,
  payment: z._default(z.enum(PAYMENTS), 'wechat'),
});
export const ContentPayInfoSchema = z.object({
  contentId: z.string(),
  /** The plan that sells it; null when it is free. */
  productId: z.nullable(z.string()),
  title: z.string(),
  access: z.enum(CONTENT_ACCESS),
  /** Its price (fen), null when free. */
  price: z.nullable(ContentPriceSchema),
  /** The payment QR of an order for it, only while 'locked'. */
  charge: z.nullable(ChargeResultSchema),
});
export type ContentPayInfo = z.infer<typeof ContentPayInfoSchema>;
export const ContentPayResultQuerySchema = z.object({
  contentId,
  /** The order being paid: checked with the provider first (5205 once expired). */
  key: z.optional(orderNumber),
});
export const ContentPayResultSchema = z.object({
  contentId: z.string(),
  access: z.enum(CONTENT_ACCESS),
  /** The caller bought it. */
  paid: z.boolean(),
  /** The paid order, when bought. */
  orderNumber: z.nullable(z.string()),
});
export type ContentPayResult = z.infer<typeof ContentPayResultSchema>;

/** A JSAPI order's pay link: our page, then WeChat's silent authorization. */
export const JsapiPayParamsSchema = z.object({ orderNumber });
export const JsapiPayQuerySchema = z.object({ callback: z.string().check(z.maxLength(512)) });
/** Back from WeChat's silent authorization with its code. */
export const JsapiReturnQuerySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(256)),
  state: z.string().check(z.minLength(1), z.maxLength(64)),
});
