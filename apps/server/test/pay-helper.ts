import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  ChargeResult,
  Coupon,
  OrderItem,
  OrderList,
  OrderStatus,
  UserInfo,
} from '@slidecraft/contract';
import { runAdminCommand } from '../src/cli/admin.js';
import { orders, users } from '../src/db/schema.js';
import type { SandboxNotification } from '../src/providers/pay/sandbox-pay.js';
import { auth, call, servicesOf } from './helper.js';

/** GET /api/v8/embed/product/charge for a plan and method. */
export const chargeFor = (
  app: FastifyInstance,
  token: string,
  productId = 'pro-yearly',
  payment = 'wechat',
) =>
  call<ChargeResult>(app, {
    method: 'GET',
    url: '/api/v8/embed/product/charge',
    query: { productId, payment },
    headers: auth(token),
  });

/** GET /api/order/status?key */
export const orderStatusOf = (app: FastifyInstance, token: string, key: string) =>
  call<OrderStatus>(app, {
    method: 'GET',
    url: '/api/order/status',
    query: { key },
    headers: auth(token),
  });

/** GET /api/order/detail?orderNumber */
export const orderDetailOf = (app: FastifyInstance, token: string, orderNumber: string) =>
  call<OrderItem>(app, {
    method: 'GET',
    url: '/api/order/detail',
    query: { orderNumber },
    headers: auth(token),
  });

/** GET /api/order/list (the first page) */
export const orderListOf = (app: FastifyInstance, token: string) =>
  call<OrderList>(app, { method: 'GET', url: '/api/order/list', headers: auth(token) });

/** POST /api/promotion/retention/issue: the user's retention coupon, issued while the campaign is on. */
export const issueCoupon = async (app: FastifyInstance, token: string) =>
  (
    await call<Coupon>(app, {
      method: 'POST',
      url: '/api/promotion/retention/issue',
      headers: auth(token),
    })
  ).body.data;

/** The signed-in user's info (tier and membership end). */
export const userInfoOf = async (app: FastifyInstance, token: string) =>
  (await call<UserInfo>(app, { method: 'GET', url: '/api/user/user-info', headers: auth(token) }))
    .body.data;

/** Every status path, each asked the way the spec names it. */
const STATUS_PATHS: ((n: string) => [string, Record<string, string>])[] = [
  (n) => ['/api/order/status', { key: n }],
  (n) => ['/api/v8/embed/order/status', { key: n }],
  (n) => ['/api/order/status/h5', { orderNumber: n }],
  (n) => ['/api/pay/products/course/status', { orderNumber: n }],
  (n) => [`/api/web/client/products/pay/status/${n}`, {}],
  (n) => ['/api/v8/embed/h5/payment/result', { orderNumber: n }],
];

/**
 * The calls the payment path tests make, on the app `appOf` answers once it is started: the
 * admin CLI, GET and POST as a user (or no one), a sandbox payment delivered to our notify
 * route (or only signed), an order's row, a user's membership end, and an order seen through
 * every status path.
 */
export function payCalls(appOf: () => FastifyInstance) {
  const get = <T>(url: string, query: Record<string, string> = {}, token?: string, lang?: string) =>
    call<T>(appOf(), {
      method: 'GET',
      url,
      query,
      headers: { ...(token ? auth(token) : {}), ...(lang ? { 'App-Language': lang } : {}) },
    });
  return {
    admin: (args: string[]) => runAdminCommand(servicesOf(appOf()).database.db, args),
    get,
    post: <T>(url: string, payload: Record<string, unknown>, token: string) =>
      call<T>(appOf(), { method: 'POST', url, payload, headers: auth(token) }),
    /** Pays the order at the sandbox; its signed notification is delivered unless told not to. */
    sandboxPay: (orderNumber: string, { deliver = true } = {}) =>
      call<{ notification: SandboxNotification; delivered: { status: number | null } }>(appOf(), {
        method: 'POST',
        url: '/api/dev/pay/sandbox/pay',
        payload: { orderNumber, deliver },
      }),
    orderRow: async (orderNumber: string) =>
      (
        await servicesOf(appOf())
          .database.db.select()
          .from(orders)
          .where(eq(orders.orderNumber, orderNumber))
      )[0]!,
    memberUntil: async (id: string) =>
      (
        await servicesOf(appOf())
          .database.db.select({ memberUntil: users.memberUntil })
          .from(users)
          .where(eq(users.id, id))
      )[0]!.memberUntil,
    statuses: (token: string, orderNumber: string) =>
      Promise.all(
        STATUS_PATHS.map(async (path) => {
          const [url, query] = path(orderNumber);
          return (await get<OrderStatus>(url, query, token)).body;
        }),
      ),
  };
}
