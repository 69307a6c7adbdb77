import {
  DevSandboxNotificationsQuerySchema,
  DevSandboxNotificationsSchema,
  DevSandboxOrderSchema,
  DevSandboxPayBodySchema,
  DevSandboxPayResultSchema,
} from '../api/pay.js';
import { defineRoute } from './route.js';

/**
 * What the payment providers call (spec section 7): their notifications, answered in each
 * provider's own format; and the payment sandbox's dev routes (PAY_PROVIDER=sandbox; paths
 * fixed by issue 11). The pages of paying inside WeChat (JSAPI) are registered only when it is
 * configured, so they are not entries (jsapi-routes.ts).
 */

const tags = ['pay'];

export const wechatNotify = defineRoute({
  method: 'POST',
  path: '/api/pay/notify/wechat',
  access: 'public',
  answer: 'text',
  tags,
  summary:
    "WeChat Pay v3 notification, its raw body signed: 204 once recorded, else 4xx/5xx with WeChat's {code: FAIL}",
  errors: [],
});

export const alipayNotify = defineRoute({
  method: 'POST',
  path: '/api/pay/notify/alipay',
  access: 'public',
  answer: 'text',
  tags,
  summary: "Alipay notification, its form signed: 'success' once recorded, else 'fail' (4xx/5xx)",
  errors: [],
});

export const sandboxPay = defineRoute({
  method: 'POST',
  path: '/api/dev/pay/sandbox/pay',
  access: 'dev',
  tags: ['dev'],
  summary: 'Pays an order at the sandbox and posts its signed notification to us',
  body: DevSandboxPayBodySchema,
  response: DevSandboxPayResultSchema,
  errors: [5200],
});

export const sandboxNotifications = defineRoute({
  method: 'GET',
  path: '/api/dev/pay/notifications',
  access: 'dev',
  tags: ['dev'],
  summary: 'Every notification the sandbox made for an order',
  query: DevSandboxNotificationsQuerySchema,
  response: DevSandboxNotificationsSchema,
  errors: [],
});

export const sandboxScan = defineRoute({
  method: 'POST',
  path: '/api/dev/pay/sandbox/scan',
  access: 'dev',
  tags: ['dev'],
  summary: "The sandbox cashier's 'scanned, not paid yet'",
  body: DevSandboxOrderSchema,
  errors: [5200],
});

export const sandboxFail = defineRoute({
  method: 'POST',
  path: '/api/dev/pay/sandbox/fail',
  access: 'dev',
  tags: ['dev'],
  summary: "The sandbox cashier's 'payment failed' (the order stays payable)",
  body: DevSandboxOrderSchema,
  errors: [5200],
});

export const sandboxCashier = defineRoute({
  method: 'GET',
  path: '/sandbox/cashier/:orderNumber',
  access: 'dev',
  answer: 'page',
  tags: ['dev'],
  summary: 'The sandbox cashier page its QR opens',
  params: DevSandboxOrderSchema,
  errors: [],
});
