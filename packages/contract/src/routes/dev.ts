import * as z from 'zod/mini';
import { DevWechatScanBodySchema } from '../api/account.js';
import { DevEmailOutboxQuerySchema, DevEmailOutboxResultSchema } from '../api/account-bind.js';
import {
  DevAiAccountBodySchema,
  DevCaptchaParamsSchema,
  DevCaptchaResultSchema,
  DevOutboxQuerySchema,
  DevOutboxResultSchema,
  DevWechatOauthCodeBodySchema,
  DevWechatOauthCodeResultSchema,
  SameSitePathSchema,
} from '../api/auth.js';
import { defineRoute } from './route.js';

/**
 * Test and local-use helpers, registered only with the dev providers (never in production):
 * what the dev SMS, email and WeChat providers sent or stand in for, and e2e seeding.
 */

const tags = ['dev'];

export const smsOutbox = defineRoute({
  method: 'GET',
  path: '/api/dev/outbox',
  access: 'dev',
  tags,
  summary: 'SMS sent to a phone by the dev provider, newest first',
  query: DevOutboxQuerySchema,
  response: DevOutboxResultSchema,
  errors: [],
});

export const emailOutbox = defineRoute({
  method: 'GET',
  path: '/api/dev/email/outbox',
  access: 'dev',
  tags,
  summary:
    'Emails sent to an address by the dev email provider, newest first (only while mail goes through it)',
  query: DevEmailOutboxQuerySchema,
  response: DevEmailOutboxResultSchema,
  errors: [],
});

export const captchaAnswer = defineRoute({
  method: 'GET',
  path: '/api/dev/captcha/:captchaId',
  access: 'dev',
  tags,
  summary: 'The answer of a live captcha',
  params: DevCaptchaParamsSchema,
  response: DevCaptchaResultSchema,
  errors: [5002],
});

export const aiAccount = defineRoute({
  method: 'POST',
  path: '/api/dev/ai-account',
  access: 'dev',
  tags,
  summary: "Set a phone's membership and add used AI points (to try the AI limits)",
  body: DevAiAccountBodySchema,
  errors: [],
});

export const redeemCodes = defineRoute({
  method: 'POST',
  path: '/api/dev/redeem-codes',
  access: 'dev',
  tags,
  summary: 'Make a batch of redeem codes (what `npm run admin -- codes create` does)',
  body: z.object({
    productId: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
    count: z.int().check(z.gte(1), z.lte(100)),
    uses: z.int().check(z.gte(1), z.lte(10_000)),
    perUser: z._default(z.int().check(z.gte(1), z.lte(100)), 1),
    /** Seconds from now; absent: never expires. */
    expiresIn: z.optional(z.int().check(z.gte(1))),
  }),
  response: z.object({ batchId: z.string(), codes: z.array(z.string()) }),
  errors: [5204],
});

export const adminCommand = defineRoute({
  method: 'POST',
  path: '/api/dev/admin',
  access: 'dev',
  tags,
  summary:
    "Run an admin CLI command against this server's database (e2e seeding: plans, packs, codes, coupons, promo codes, content)",
  body: z.object({
    args: z.array(z.string().check(z.maxLength(2000))).check(z.minLength(1), z.maxLength(40)),
  }),
  response: z.object({ output: z.string() }),
  errors: [],
});

export const couponExpireIn = defineRoute({
  method: 'POST',
  path: '/api/dev/coupons/expire-in',
  access: 'dev',
  tags,
  summary: "Make a phone's live coupon expire in N seconds (to see the countdown end)",
  body: z.object({
    phone: z.string().check(z.maxLength(32)),
    seconds: z.int().check(z.gte(0), z.lte(86_400)),
  }),
  response: z.object({ updated: z.number() }),
  errors: [],
});

export const wechatScan = defineRoute({
  method: 'POST',
  path: '/api/dev/wechat/scan',
  access: 'dev',
  tags,
  summary:
    'Confirm a login QR as a test WeChat user (a new openid when none is given; only with the dev WeChat provider)',
  body: DevWechatScanBodySchema,
  errors: [5102, 5106],
});

export const wechatScanPage = defineRoute({
  method: 'GET',
  path: '/api/dev/wechat/scan-page',
  access: 'dev',
  answer: 'page',
  tags,
  summary: 'What the dev login QR encodes: a page that confirms the scan',
  query: z.object({ topic: DevWechatScanBodySchema.shape.topic }),
  errors: [],
});

export const wechatOauthCode = defineRoute({
  method: 'POST',
  path: '/api/dev/wechat/oauth-code',
  access: 'dev',
  tags,
  summary: 'A one-time in-app OAuth code for a test WeChat user (a new openid when none)',
  body: DevWechatOauthCodeBodySchema,
  response: DevWechatOauthCodeResultSchema,
  errors: [],
});

export const wechatOauthPage = defineRoute({
  method: 'GET',
  path: '/api/dev/wechat/oauth-page',
  access: 'dev',
  answer: 'page',
  tags,
  summary: "Where the dev in-app OAuth address leads: WeChat's silent authorization, by hand",
  query: z.object({
    state: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/)),
    redirect: SameSitePathSchema,
  }),
  errors: [],
});
