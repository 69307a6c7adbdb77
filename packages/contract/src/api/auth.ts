import * as z from 'zod/mini';
import { SMS_CODE_LENGTH } from '../constants.js';
import { normalizePhone } from '../validators.js';

/** A mainland mobile number in any accepted form, normalised to `+86-13800138000`. */
export const PhoneSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(20)),
  z.transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.issues.push({ code: 'custom', message: 'invalid phone', input: value });
      return z.NEVER;
    }
    return phone;
  }),
);

/**
 * GET /api/captcha: the built-in image captcha (the answer goes in `captchaCode`), or the
 * settings of Aliyun Captcha 2.0's web widget (its CaptchaVerifyParam goes in `captchaCode`).
 */
export const CaptchaResultSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('builtin'),
    captchaId: z.string(),
    /** A data: URL of the image. */
    image: z.string(),
  }),
  z.object({
    provider: z.literal('aliyun'),
    captchaId: z.string(),
    sceneId: z.string(),
    prefix: z.string(),
    region: z.enum(['cn', 'sgp']),
  }),
]);
export type CaptchaResult = z.infer<typeof CaptchaResultSchema>;

/**
 * GET /api/login/options: which login methods this deployment offers, so the login screens open
 * on one that works (phone login when WeChat QR login is off) and run the right captcha.
 */
export const LoginOptionsSchema = z.object({
  wechatQr: z.boolean(),
  huawei: z.boolean(),
  captcha: z.enum(['builtin', 'aliyun']),
  /** An email can be set on the account (SMTP, or the dev outbox): account login by email. */
  email: z._default(z.boolean(), false),
});

/** Longest captchaCode: an image answer is 4 characters, a widget's verify parameter longer. */
const CAPTCHA_CODE_MAX_LENGTH = 4096;

/** The captcha fields of every call that sends an SMS or checks a password. */
export const captchaFields = {
  captchaId: z.string().check(z.minLength(1), z.maxLength(64)),
  captchaCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(CAPTCHA_CODE_MAX_LENGTH)),
};

/** GET /api/login/sms-code?phone&captchaId&captchaCode */
export const SmsCodeQuerySchema = z.object({ phone: PhoneSchema, ...captchaFields });
export type SmsCodeQuery = z.infer<typeof SmsCodeQuerySchema>;

/** POST /api/login/phone */
export const PhoneLoginBodySchema = z.object({
  phone: PhoneSchema,
  code: z
    .string()
    .check(z.trim(), z.regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), 'invalid code')),
});

export const LoginResultSchema = z.object({
  token: z.string(),
  isNewUser: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** GET /api/dev/outbox?phone (dev providers only) */
export const DevOutboxQuerySchema = z.object({ phone: PhoneSchema });
export const DevOutboxResultSchema = z.object({
  items: z.array(
    z.object({
      phone: z.string(),
      code: z.string(),
      purpose: z.string(),
      text: z.string(),
      sentAt: z.int(),
    }),
  ),
});

/**
 * POST /api/dev/ai-account (dev providers only): puts the account of a signed-up phone in a
 * state the AI limits answer for, without spending real calls: a membership of `memberDays`
 * from now (0 ends it now, leaving the basic tier) and `pointsUsed` more AI points used.
 */
export const DevAiAccountBodySchema = z.object({
  phone: PhoneSchema,
  memberDays: z.optional(z.int().check(z.gte(0), z.lte(3660))),
  pointsUsed: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
});

/** GET /api/dev/captcha/{captchaId} (dev providers only) */
export const DevCaptchaParamsSchema = z.object({
  captchaId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const DevCaptchaResultSchema = z.object({ answer: z.string() });

/** Control characters, including the line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const ANY_CONTROL_CHAR = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A same-site path: starts with one slash, no scheme or host, no control characters. */
export function isSameSitePath(value: string): boolean {
  if (value.length > 2048 || !value.startsWith('/') || /^\/[/\\]/.test(value)) return false;
  // URL parsers drop tabs and line breaks and read '\\' as '/': '/\t/evil' would become '//evil'.
  return !ANY_CONTROL_CHAR.test(value) && !/[\\\s]/.test(value);
}

/** A same-site path to return to (see isSameSitePath). */
export const SameSitePathSchema = z
  .string()
  .check(z.maxLength(2048), z.refine(isSameSitePath, 'a path on this site, starting with one /'));

/** GET /api/login/huawei/authorize?redirect=<path>: where to send the browser for Huawei login. */
export const HuaweiAuthorizeQuerySchema = z.object({
  redirect: z._default(SameSitePathSchema, '/'),
});
export const HuaweiAuthorizeResultSchema = z.object({ url: z.string() });

/**
 * POST /api/login/huawei: the code and state Huawei sent back to the web page, or (`native`)
 * a code handed over by the Huawei host app's one-tap hook, which has no state of ours.
 */
export const HuaweiLoginBodySchema = z.object({
  authorizationCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(2048)),
  state: z.optional(z.string().check(z.trim(), z.maxLength(128))),
  native: z.optional(z.boolean()),
});
export const HuaweiLoginResultSchema = z.object({
  token: z.string(),
  isNewUser: z.boolean(),
  isBindPhone: z.boolean(),
  /** The path the login started from (bound to the state). */
  redirect: z.string(),
});
export type HuaweiLoginResult = z.infer<typeof HuaweiLoginResultSchema>;

/** GET /api/login/mobile-wechat?callback=<same-site path>: WeChat in-app OAuth (snsapi_base). */
export const MobileWechatQuerySchema = z.object({ callback: SameSitePathSchema });
export const MobileWechatResultSchema = z.object({ url: z.string() });

/** POST /api/login/mobile-wechat: the code and state WeChat sent back to the web page. */
export const MobileWechatLoginBodySchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)),
  state: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
});
export const MobileWechatLoginResultSchema = z.object({
  token: z.string(),
  isNewUser: z.boolean(),
  /** The same as isNewUser (the spec's code-for-token exchange calls it isNew). */
  isNew: z.boolean(),
  isBindPhone: z.boolean(),
  /** The path the login started from (bound to the state). */
  redirect: z.string(),
});
export type MobileWechatLoginResult = z.infer<typeof MobileWechatLoginResultSchema>;

/** POST /api/dev/wechat/oauth-code (dev provider only): a one-time code for a test openid. */
export const DevWechatOauthCodeBodySchema = z.object({
  openid: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
});
export const DevWechatOauthCodeResultSchema = z.object({ code: z.string() });

/**
 * The query of WeChat's calls to the Official Account server URL (official provider only): the
 * signature made with WECHAT_TOKEN, and the handshake's `echostr`.
 */
export const WechatCallbackQuerySchema = z.object({
  signature: z.optional(z.string().check(z.maxLength(128))),
  timestamp: z.optional(z.string().check(z.maxLength(32))),
  nonce: z.optional(z.string().check(z.maxLength(128))),
  echostr: z.optional(z.string().check(z.maxLength(512))),
  openid: z.optional(z.string().check(z.maxLength(128))),
  encrypt_type: z.optional(z.string().check(z.maxLength(16))),
  msg_signature: z.optional(z.string().check(z.maxLength(128))),
});
