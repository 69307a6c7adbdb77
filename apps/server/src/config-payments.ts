import { z } from 'zod';
import { endpoint, optionalText } from './config-fields.js';

/** A real provider, by the payment method it serves. */
export type RealPayment = 'wechat' | 'alipay';

/** What PAY_PROVIDER selects. */
export type PayProvidersConfig =
  { kind: 'sandbox' } | { kind: 'real'; payments: RealPayment[] } | { kind: 'off' };

const PAY_PROVIDER_HINT =
  'sandbox, off, or the real providers separated by commas: wechat, alipay or wechat,alipay';

/** A notify URL: https without a query string (plain http only on loopback, for local fakes). */
const notifyUrl = () =>
  z
    .string()
    .trim()
    .refine(
      (v) =>
        /^https:\/\/[^?#\s]+$/.test(v) ||
        /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/[^?#\s]*$/.test(v),
      'an https URL without a query string',
    )
    .optional();

/** The payment settings (docs/configuration.md, section Payments). */
export const PAYMENT_ENV = {
  /**
   * sandbox: the dev payment provider (local cashier page; WeChat Pay v3 and Alipay
   * notifications signed with local keys); wechat, alipay or wechat,alipay: the real providers;
   * off: nothing can be bought (5201). Default: sandbox, or off in production.
   */
  PAY_PROVIDER: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): 'sandbox' | 'off' | RealPayment[] | undefined => {
      if (!value) return undefined;
      const parts = [
        ...new Set(
          value
            .toLowerCase()
            .split(',')
            .map((part) => part.trim()),
        ),
      ];
      if (parts.length === 1 && (parts[0] === 'sandbox' || parts[0] === 'off')) return parts[0];
      if (parts.every((part) => part === 'wechat' || part === 'alipay')) {
        return parts as RealPayment[];
      }
      ctx.addIssue({ code: 'custom', message: PAY_PROVIDER_HINT });
      return z.NEVER;
    }),
  /** WeChat Pay API v3 merchant (PAY_PROVIDER=wechat); see docs/configuration.md. */
  WECHATPAY_MCH_ID: z
    .string()
    .trim()
    .regex(/^\d{8,12}$/, 'a WeChat Pay merchant id (digits)')
    .optional(),
  WECHATPAY_APP_ID: z
    .string()
    .trim()
    .regex(/^wx[0-9a-zA-Z]{8,30}$/, 'a WeChat app id, e.g. wx1234567890abcdef')
    .optional(),
  /** Serial number of the merchant API certificate (request signing). */
  WECHATPAY_MERCHANT_SERIAL: optionalText(64),
  /** PEM file of the merchant API private key (apiclient_key.pem). */
  WECHATPAY_PRIVATE_KEY_FILE: optionalText(1024),
  /** Id of the WeChat Pay public key (PUB_KEY_ID_...) or of the platform certificate. */
  WECHATPAY_PUBLIC_KEY_ID: optionalText(64),
  /** PEM file of that public key. */
  WECHATPAY_PUBLIC_KEY_FILE: optionalText(1024),
  WECHATPAY_API_V3_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{32}$/, 'the 32-character APIv3 key')
    .optional(),
  /** Where WeChat Pay posts notifications: https://<your host>/api/pay/notify/wechat. */
  WECHATPAY_NOTIFY_URL: notifyUrl(),
  /** Endpoint override (tests' local fake). */
  WECHATPAY_ENDPOINT: endpoint('api.mch.weixin.qq.com'),
  /** Alipay application (public-key mode); see docs/configuration.md. */
  ALIPAY_APP_ID: z
    .string()
    .trim()
    .regex(/^\d{16}$/, 'an Alipay app id (16 digits)')
    .optional(),
  /** The merchant's partner id, 2088 and 12 digits: the seller_id of its notifications. */
  ALIPAY_SELLER_ID: z
    .string()
    .trim()
    .regex(/^2088\d{12}$/, 'an Alipay partner id (2088 and 12 digits)')
    .optional(),
  /** PEM file of the application private key (PKCS#1 or PKCS#8). */
  ALIPAY_PRIVATE_KEY_FILE: optionalText(1024),
  /** PEM file of the Alipay public key (not the application public key). */
  ALIPAY_PUBLIC_KEY_FILE: optionalText(1024),
  /** Where Alipay posts notifications: https://<your host>/api/pay/notify/alipay. */
  ALIPAY_NOTIFY_URL: notifyUrl(),
  /** Endpoint override (the sandbox gateway, or the tests' local fake). */
  ALIPAY_ENDPOINT: endpoint('openapi.alipay.com'),
};

/** What PAY_PROVIDER selects, with its default (sandbox; off in production). */
export function payProvidersOf(cfg: {
  NODE_ENV: string;
  PAY_PROVIDER?: 'sandbox' | 'off' | RealPayment[];
}): PayProvidersConfig {
  const value = cfg.PAY_PROVIDER ?? (cfg.NODE_ENV === 'production' ? 'off' : 'sandbox');
  if (value === 'sandbox' || value === 'off') return { kind: value };
  return { kind: 'real', payments: value };
}

/** Whether a real provider is selected (config-checks). */
export function realPaymentSelected(
  value: 'sandbox' | 'off' | RealPayment[] | undefined,
  payment: RealPayment,
): boolean {
  return Array.isArray(value) && value.includes(payment);
}
