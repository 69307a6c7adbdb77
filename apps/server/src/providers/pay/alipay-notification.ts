import { createSign } from 'node:crypto';
import type { AlipaySdk } from 'alipay-sdk';
import { NOTIFICATION_MAX_SKEW_SECONDS } from './wechat-notification.js';
import { NotificationRefused, type RawNotification, type ReportedPayment } from './pay-provider.js';

export interface AlipayNotificationKeys {
  appId: string;
  /** The merchant's partner id (2088 + 12 digits), the notification's seller_id. */
  sellerId: string;
}

/** Trade states that mean the money was received. */
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const CHINA_OFFSET_MS = 8 * 3600_000;

/** Yuan as Alipay writes it ("29.90") to fen; null when it is not such an amount. */
export function yuanToFen(yuan: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Fen to Alipay's yuan with two decimals, without floating point. */
export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** 'yyyy-MM-dd HH:mm:ss' in China time, Alipay's time format. */
export function chinaTime(date: Date): string {
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Unix seconds of a China-time 'yyyy-MM-dd HH:mm:ss'; NaN when malformed. */
function chinaSeconds(text: string): number {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return NaN;
  return (Date.parse(`${text.replace(' ', 'T')}Z`) - CHINA_OFFSET_MS) / 1000;
}

/**
 * Checks an Alipay asynchronous notification (a form-encoded POST): the RSA2 signature over the
 * sorted fields with the Alipay public key (the SDK's checkNotifySignV2, which does not
 * URL-decode the values a second time), the notification time (within 300 s), app and seller,
 * then reads the payment. Answers null for a genuine notification of a state that is not a
 * payment (nothing to settle; Alipay must stop retrying).
 */
export function readAlipayNotification(
  notification: RawNotification,
  sdk: AlipaySdk,
  keys: AlipayNotificationKeys,
  nowSeconds = Math.floor(Date.now() / 1000),
): ReportedPayment | null {
  const fields = Object.fromEntries(new URLSearchParams(notification.body));
  // Named before the signature holds: for the log of a refusal only.
  const orderNumber = fields.out_trade_no || null;
  const refuse = (reason: string) => new NotificationRefused(reason, orderNumber);
  if (!fields.sign || !fields.notify_id || !fields.notify_time) {
    throw refuse('missing signature fields');
  }
  let valid: boolean;
  try {
    valid = sdk.checkNotifySignV2(fields);
  } catch {
    valid = false;
  }
  if (!valid) throw refuse('bad signature');
  const sent = chinaSeconds(fields.notify_time);
  if (!Number.isFinite(sent) || Math.abs(nowSeconds - sent) > NOTIFICATION_MAX_SKEW_SECONDS) {
    throw refuse('stale timestamp');
  }
  if (fields.app_id !== keys.appId) throw refuse('app id mismatch');
  if (fields.seller_id !== keys.sellerId) throw refuse('merchant id mismatch');
  if (!PAID_STATES.has(fields.trade_status ?? '')) return null;
  const amount = yuanToFen(fields.total_amount ?? '');
  if (!orderNumber || !fields.trade_no) throw refuse('no order');
  if (amount === null) throw refuse('no amount');
  return {
    orderNumber,
    transactionId: fields.trade_no,
    amount,
    currency: 'CNY',
    notificationId: fields.notify_id,
  };
}

/** The string Alipay signs: every field but sign and sign_type, sorted, as k=v joined by &. */
function signContent(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && key !== 'sign_type')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

/**
 * A notification body exactly as Alipay makes one: the fields signed with RSA2 (SHA256withRSA)
 * by the holder of the Alipay key pair, form-encoded. The sandbox and the tests' fakes make
 * theirs with it, so that readAlipayNotification checks notifications built Alipay's way.
 */
export function makeAlipayNotification(
  fields: Record<string, string>,
  alipayPrivateKey: string,
): string {
  const signed = { ...fields, sign_type: 'RSA2' };
  const sign = createSign('RSA-SHA256').update(signContent(signed), 'utf8');
  return new URLSearchParams({ ...signed, sign: sign.sign(alipayPrivateKey, 'base64') }).toString();
}
