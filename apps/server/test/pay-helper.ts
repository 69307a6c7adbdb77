import type { FastifyInstance } from 'fastify';
import type {
  ChargeResult,
  OrderItem,
  OrderList,
  OrderStatus,
  UserInfo,
} from '@slidecraft/contract';
import { auth, call } from './helper.js';

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

/** The signed-in user's info (tier and membership end). */
export const userInfoOf = async (app: FastifyInstance, token: string) =>
  (await call<UserInfo>(app, { method: 'GET', url: '/api/user/user-info', headers: auth(token) }))
    .body.data;
