import * as z from 'zod/mini';
import { SMS_CODE_LENGTH } from '../constants.js';
import type { Locale } from '../locale.js';
import { PhoneSchema, captchaFields } from './auth.js';

/** Password rules (reliability.md): 8 to 64 characters, no character-class rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
const PasswordSchema = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));

/** Detail of the 5000 answer when a new password is on the server's common-password list. */
export const COMMON_PASSWORD_MESSAGES: Record<Locale, string> = {
  'zh-CN': '密码过于常见，请换一个不易被猜到的密码',
  'zh-TW': '密碼過於常見，請換一個不易被猜到的密碼',
  'en-US': 'This password is too common, please choose one that is harder to guess',
};

const smsCode = z
  .string()
  .check(z.trim(), z.regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), 'invalid code'));

/** POST /api/login/account: a phone or an email as userName (spec section 5), plus the captcha. */
export const AccountLoginBodySchema = z.object({
  userName: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
  ...captchaFields,
});

/** GET /api/sms/reset-pwd and GET /api/sms/set-bind: send a code to a phone after the captcha. */
export const PhoneSmsQuerySchema = z.object({ phone: PhoneSchema, ...captchaFields });
/** GET /api/sms/set-pwd: send a code to the signed-in user's bound phone. */
export const CaptchaQuerySchema = z.object(captchaFields);

/** POST /api/user/set-password: reset a forgotten password with the phone's SMS code. */
export const ResetPasswordBodySchema = z.object({
  phone: PhoneSchema,
  code: smsCode,
  password: PasswordSchema,
});

/** POST /api/user/update-pwd: change the password with a code sent to the bound phone. */
export const UpdatePasswordBodySchema = z.object({ code: smsCode, password: PasswordSchema });

/** POST /api/user/bind-account: bind a phone to the signed-in account. */
export const BindPhoneBodySchema = z.object({ phone: PhoneSchema, code: smsCode });

/**
 * GET /api/getTemporaryQrcode?purpose=login&topic; purpose=bind (signed in) makes a QR that binds
 * WeChat to the account, polled with GET /api/user/bindWechatStatus.
 */
export const QrCodeQuerySchema = z.object({
  purpose: z.enum(['login', 'bind']),
  topic: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/))),
});
export const QrCodeResultSchema = z.object({
  /** What the QR image encodes. */
  url: z.string(),
  /** The login attempt to poll with. */
  topic: z.string(),
  /** Unix seconds when the QR stops working. */
  expireAt: z.int(),
});
export type QrCodeResult = z.infer<typeof QrCodeResultSchema>;

/** GET /api/login/qrcode/status?topic; an expired topic answers 5106. */
export const QrStatusQuerySchema = z.object({
  topic: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
});
export const QrStatusResultSchema = z.object({
  /** waiting: not scanned yet; success: the token fields are set. */
  status: z.enum(['waiting', 'success']),
  token: z.optional(z.string()),
  isBindPhone: z.optional(z.boolean()),
  isNewUser: z.optional(z.boolean()),
});
export type QrStatusResult = z.infer<typeof QrStatusResultSchema>;

/** POST /api/dev/wechat/scan (dev providers only): confirm a login QR as a test WeChat user. */
export const DevWechatScanBodySchema = z.object({
  topic: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  openid: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
});
