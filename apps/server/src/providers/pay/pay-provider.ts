import type { Payment } from '@slidecraft/contract';

/** What a provider needs to open a payment for one of our orders. */
export interface PayOrder {
  orderNumber: string;
  /** Fen. */
  amount: number;
  description: string;
  expiresAt: Date;
  payment: Payment;
  /** The site's origin as the browser sees it (the sandbox cashier's links use it). */
  origin: string;
  clientIp: string;
}

/** A provider's view of one order, from its query call. */
export interface PayQuery {
  /** paid: money received; paying: scanned, not paid yet; unpaid; closed at the provider. */
  state: 'paid' | 'paying' | 'unpaid' | 'closed';
  /** Fen actually paid, when paid. */
  amount?: number;
  currency?: string;
  transactionId?: string;
}

/** A payment a genuine notification (or query) reports: what settlement checks against the order. */
export interface ReportedPayment {
  orderNumber: string;
  transactionId: string;
  /** Fen. */
  amount: number;
  currency: string;
  /** The provider's id of the notification, stable across its retries (Alipay's notify_id). */
  notificationId?: string;
}

/** The longest order number a refusal carries into the log. */
const CLAIMED_ORDER_MAX = 64;

/**
 * Why a notification was refused, and the order it names when that can be read: unverified,
 * for the log only (a refused notification never touches an order).
 */
export class NotificationRefused extends Error {
  override name = 'NotificationRefused';
  readonly claimedOrder: string | null;
  constructor(
    readonly reason: string,
    claimedOrder: string | null = null,
  ) {
    super(reason);
    this.claimedOrder = claimedOrder?.slice(0, CLAIMED_ORDER_MAX) ?? null;
  }
}

/** One notification as it arrived: lower-cased header names and the raw body. */
export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * How one payment method is paid: WeChat Pay v3, Alipay, or the dev sandbox playing either (with
 * the provider's own notification format).
 */
export interface PayProvider {
  readonly name: 'sandbox' | 'wechat' | 'alipay';
  /** The payment method it serves. */
  readonly payment: Payment;
  /** A QR code's content for paying the order. */
  native(order: PayOrder): Promise<{ url: string }>;
  /** A link a mobile browser opens to pay; `callback` is where it returns. */
  h5(order: PayOrder, callback: string): Promise<{ payUrl: string }>;
  /** WeChat Pay only: a JSAPI order for the payer `openid` (inside WeChat's browser). */
  jsapi?(order: PayOrder, openid: string): Promise<WechatBridgeParams>;
  query(orderNumber: string): Promise<PayQuery>;
  close(orderNumber: string): Promise<void>;
  /**
   * Checks a notification in the provider's format (signature, timestamp, merchant) and reads
   * the payment it reports; null for a genuine notification with nothing to settle; throws
   * NotificationRefused.
   */
  readNotification(notification: RawNotification): ReportedPayment | null;
}

/** What WeixinJSBridge.invoke('getBrandWCPayRequest', ...) takes (JSAPI, inside WeChat). */
export interface WechatBridgeParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/** The provider of each payment method that can be bought with. */
export type PayProviders = Partial<Record<Payment, PayProvider>>;
