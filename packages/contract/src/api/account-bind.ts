import * as z from 'zod/mini';
import { SMS_CODE_LENGTH } from '../constants.js';
import { isCleanText, isEmail } from '../validators.js';
import { ANY_CONTROL_CHAR, SameSitePathSchema, captchaFields } from './auth.js';

/**
 * Binding WeChat to a signed-in account, the email of the account, the campaign trace, the
 * add-in sync and the WeChat JS-SDK configuration.
 */

/** Longest email accepted (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** An email (spec section 5: local part, at sign, domain, a top-level part of 2+ letters), lower-cased. */
const EmailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH)),
  z.transform((value, ctx) => {
    if (!isEmail(value) || ANY_CONTROL_CHAR.test(value)) {
      ctx.issues.push({ code: 'custom', message: 'invalid email', input: value });
      return z.NEVER;
    }
    return value.toLowerCase();
  }),
);

const code = z
  .string()
  .check(z.trim(), z.regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), 'invalid code'));

/** POST /api/user/email/code: send a 6-digit code to the email to set (after the captcha). */
export const EmailCodeBodySchema = z.object({ email: EmailSchema, ...captchaFields });

/** POST /api/user/email/bind: the code sent to the email; the email is set once it matches. */
export const EmailBindBodySchema = z.object({ email: EmailSchema, code });
export const EmailBindResultSchema = z.object({ email: z.string() });

/** GET /api/dev/email/outbox?to (dev email provider only): the emails sent, newest first. */
export const DevEmailOutboxQuerySchema = z.object({ to: EmailSchema });
export const DevEmailOutboxResultSchema = z.object({
  items: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      /** The verification code the mail carries. */
      code: z.string(),
      sentAt: z.int(),
    }),
  ),
});
export type DevEmailOutboxResult = z.infer<typeof DevEmailOutboxResultSchema>;

/** GET /api/mobile/wechat/bind?callback: the WeChat in-app OAuth address that binds. */
export const WechatBindQuerySchema = z.object({ callback: SameSitePathSchema });
export const WechatBindUrlSchema = z.object({ url: z.string() });

/** POST /api/mobile/wechat/bind: the code and state WeChat sent back; binds the openid. */
export const WechatBindBodySchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)),
  state: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
});
export const WechatBindResultSchema = z.object({
  /** The path the bind started from (bound to the state). */
  redirect: z.string(),
});

/** GET /api/user/bindWechatStatus?topic: a bind QR's state; 5106 expired, 5108 taken. */
export const BindWechatStatusQuerySchema = z.object({
  topic: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
});
export const BindWechatStatusResultSchema = z.object({
  status: z.enum(['waiting', 'success']),
});

/** The value thirdLogin carries when WeChat returns from a bind (not a login). */
export const WECHAT_BIND_THIRD_LOGIN = 'wechatBind';

/** Longest campaign name kept. */
const CAMPAIGN_MAX_LENGTH = 128;

/** GET /api/user/utm-trace?campaign: the campaign the user arrived with (first one wins). */
export const UtmTraceQuerySchema = z.object({
  campaign: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(CAMPAIGN_MAX_LENGTH),
    z.refine((v) => isCleanText(v) && !ANY_CONTROL_CHAR.test(v), 'control characters'),
  ),
});
export const UtmTraceResultSchema = z.object({
  /** The campaign recorded on the account (the first one it reported). */
  campaign: z.string(),
});

/**
 * POST /api/web/user/thirdpartyLogin: the code-for-token exchange of a code in the page
 * address. thirdLogin picks the provider (huawei; WeChat otherwise, which needs the state).
 */
export const ThirdpartyLoginBodySchema = z.object({
  authCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(2048)),
  state: z.optional(z.string().check(z.trim(), z.maxLength(128))),
  thirdLogin: z.optional(z.enum(['wechat', 'huawei'])),
});
export const ThirdpartyLoginResultSchema = z.object({
  token: z.string(),
  isNew: z.boolean(),
  isNewUser: z.boolean(),
  isBindPhone: z.boolean(),
  redirect: z.string(),
});

/** GET /api/sync/iSlide/info/{id}: id is a joint (union) plan's id. */
export const AddinSyncParamsSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
});
export const AddinSyncResultSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  /** The user has paid at least one order of this joint plan. */
  purchased: z.boolean(),
  /** The professional tier now (any source), and its end (unix seconds, 0 when never). */
  isRole: z.boolean(),
  endAt: z.int(),
  /** Paid orders of the plan, newest first, with the add-in's redeem code (null while none is in stock). */
  orders: z.array(
    z.object({ orderNumber: z.string(), paidAt: z.int(), redeemCode: z.nullable(z.string()) }),
  ),
});
export type AddinSyncResult = z.infer<typeof AddinSyncResultSchema>;

/** GET /api/mobile/wechat/jssdk-config?url: the page address without its #fragment. */
export const JssdkConfigQuerySchema = z.object({
  url: z.string().check(
    z.trim(),
    z.maxLength(2048),
    z.refine((v) => /^https?:\/\/[^\s]+$/.test(v) && !ANY_CONTROL_CHAR.test(v), 'an http(s) URL'),
  ),
});
/** What `wx.config` takes (signature = sha1 of jsapi_ticket, noncestr, timestamp, url). */
export const JssdkConfigSchema = z.object({
  appId: z.string(),
  timestamp: z.int(),
  nonceStr: z.string(),
  signature: z.string(),
  /** true with the dev WeChat provider: not a real Official Account. */
  dev: z.boolean(),
});
export type JssdkConfig = z.infer<typeof JssdkConfigSchema>;
