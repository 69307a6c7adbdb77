import { z } from 'zod';
import { CAPTCHA_LENGTH, SMS_CODE_LENGTH } from '../constants.js';
import { normalizePhone } from '../validators.js';

/** A mainland mobile number in any accepted form, normalised to `+86-13800138000`. */
export const PhoneSchema = z
  .string()
  .trim()
  .max(20)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'invalid phone' });
      return z.NEVER;
    }
    return phone;
  });

/** GET /api/captcha */
export const CaptchaResultSchema = z.object({
  captchaId: z.string(),
  /** A data: URL of the image. */
  image: z.string(),
});
export type CaptchaResult = z.infer<typeof CaptchaResultSchema>;

/** GET /api/login/sms-code?phone&captchaId&captchaCode */
export const SmsCodeQuerySchema = z.object({
  phone: PhoneSchema,
  captchaId: z.string().min(1).max(64),
  captchaCode: z
    .string()
    .trim()
    .min(1)
    .max(CAPTCHA_LENGTH * 2),
});
export type SmsCodeQuery = z.infer<typeof SmsCodeQuerySchema>;

/** POST /api/login/phone */
export const PhoneLoginBodySchema = z.object({
  phone: PhoneSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), 'invalid code'),
});
export type PhoneLoginBody = z.infer<typeof PhoneLoginBodySchema>;

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
      sentAt: z.number().int(),
    }),
  ),
});
export type DevOutboxResult = z.infer<typeof DevOutboxResultSchema>;

/** GET /api/dev/captcha/{captchaId} (dev providers only) */
export const DevCaptchaParamsSchema = z.object({ captchaId: z.string().min(1).max(64) });
export const DevCaptchaResultSchema = z.object({ answer: z.string() });

/** A same-site path to return to: starts with one '/', no backslashes or control characters. */
export const SameSitePathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\\\s]*$/, 'a path starting with /');

/** GET /api/login/huawei/authorize?redirect=<path>: where to send the browser for Huawei login. */
export const HuaweiAuthorizeQuerySchema = z.object({ redirect: SameSitePathSchema.default('/') });
export const HuaweiAuthorizeResultSchema = z.object({ url: z.string() });
export type HuaweiAuthorizeResult = z.infer<typeof HuaweiAuthorizeResultSchema>;

/** POST /api/login/huawei: the code and state Huawei sent back to the web page. */
export const HuaweiLoginBodySchema = z.object({
  authorizationCode: z.string().trim().min(1).max(2048),
  state: z.string().trim().max(128).optional(),
});
export type HuaweiLoginBody = z.infer<typeof HuaweiLoginBodySchema>;
export const HuaweiLoginResultSchema = z.object({
  token: z.string(),
  isNewUser: z.boolean(),
  isBindPhone: z.boolean(),
  /** The path the login started from (bound to the state). */
  redirect: z.string(),
});
export type HuaweiLoginResult = z.infer<typeof HuaweiLoginResultSchema>;
