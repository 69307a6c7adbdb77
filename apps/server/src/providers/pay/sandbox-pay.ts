import { generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import { linkTo, payApi, type Payment } from '@slidecraft/contract';
import type { AlipaySdk } from 'alipay-sdk';
import {
  chinaTime,
  fenToYuan,
  makeAlipayNotification,
  readAlipayNotification,
  type AlipayNotificationKeys,
} from './alipay-notification.js';
import { alipaySdkOf } from './alipay-pay.js';
import type {
  PayOrder,
  PayProvider,
  PayProviders,
  PayQuery,
  RawNotification,
  ReportedPayment,
} from './pay-provider.js';
import {
  makeWechatNotification,
  readWechatNotification,
  type WechatNotificationKeys,
} from './wechat-notification.js';

/** A notification as the sandbox made it: headers and the raw body, exactly as signed. */
export interface SandboxNotification {
  headers: Record<string, string>;
  body: string;
}

interface SandboxOrder {
  payment: Payment;
  amount: number;
  description: string;
  state: PayQuery['state'];
  transactionId: string | null;
  notifications: SandboxNotification[];
}

/** Where each provider posts its notifications (our notify routes). */
export const NOTIFY_PATHS: Record<Payment, string> = {
  wechat: payApi.wechatNotify.path,
  alipay: payApi.alipayNotify.path,
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomString = (length: number) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

const rsaPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** What the sandbox's payment carries besides the order (tests of the checks). */
export interface SandboxPayOptions {
  /** Fen actually paid; the order's own by default. */
  amount?: number;
  timestampOffsetSeconds?: number;
  /** Another merchant's (WeChat mchid, Alipay seller_id) or app's ids in the payment. */
  mchId?: string;
  appId?: string;
}

/**
 * The dev payment provider (PAY_PROVIDER=sandbox; refused in production). It plays WeChat Pay and
 * Alipay: its QR opens a local cashier page, and it makes each payment's notification in that
 * provider's format, signed with key pairs made at start (standing in for the WeChat Pay and
 * Alipay public keys; WeChat's resource encrypted with a random APIv3 key), so that the code
 * checking real notifications runs here.
 */
export class SandboxPay {
  readonly wechatKeys: WechatNotificationKeys;
  readonly alipayKeys: AlipayNotificationKeys;
  /** The two faces it shows our payment service. */
  readonly providers: PayProviders;
  private readonly wechatPrivateKey: string;
  /** Made on first use: most runs never see an Alipay order. */
  private alipay: { privateKey: string; sdk: AlipaySdk } | null = null;
  private readonly orders = new Map<string, SandboxOrder>();

  constructor(private readonly now: () => number = Date.now) {
    const wechat = rsaPair();
    this.wechatPrivateKey = wechat.privateKey;
    this.wechatKeys = {
      publicKey: wechat.publicKey,
      publicKeyId: 'PUB_KEY_ID_0000000000SANDBOX',
      apiV3Key: randomString(32),
      mchId: '1900000000',
      appId: 'wx0000000000sandbox',
    };
    this.alipayKeys = { appId: '2021000000000000', sellerId: '2088000000000000' };
    this.providers = { wechat: this.face('wechat'), alipay: this.face('alipay') };
  }

  /** The Alipay side: its key pair and an SDK client that trusts it (to check notifications). */
  private alipaySide(): { privateKey: string; sdk: AlipaySdk } {
    if (!this.alipay) {
      const alipay = rsaPair();
      const sdk = alipaySdkOf({
        appId: this.alipayKeys.appId,
        appPrivateKey: rsaPair().privateKey,
        alipayPublicKey: alipay.publicKey,
        // Never called: the sandbox's Alipay side answers queries itself.
        endpoint: 'http://127.0.0.1:9',
      });
      this.alipay = { privateKey: alipay.privateKey, sdk };
    }
    return this.alipay;
  }

  /** Whether the sandbox knows the order (its QR or pay link was made). */
  knows(orderNumber: string): boolean {
    return this.orders.has(orderNumber);
  }

  /** The notify route the order's provider posts to. */
  notifyPath(orderNumber: string): string {
    return NOTIFY_PATHS[this.orders.get(orderNumber)?.payment ?? 'wechat'];
  }

  /** The cashier's 'scanned, not paid yet'. */
  scanned(orderNumber: string): void {
    const order = this.orders.get(orderNumber);
    if (order && order.state === 'unpaid') order.state = 'paying';
  }

  /** The cashier's 'payment failed': nothing is paid, the order stays payable. */
  failed(orderNumber: string): void {
    const order = this.orders.get(orderNumber);
    if (order && order.state === 'paying') order.state = 'unpaid';
  }

  /**
   * Marks the order paid (`amount` fen, the order's own by default; it may be paid again, to
   * test replays) and returns the signed notification of it, in its provider's format.
   */
  pay(orderNumber: string, options: SandboxPayOptions = {}): SandboxNotification | null {
    const order = this.orders.get(orderNumber);
    if (!order) return null;
    order.state = 'paid';
    order.amount = options.amount ?? order.amount;
    order.transactionId ??= order.payment === 'wechat' ? `4200${digits(24)}` : `2026${digits(24)}`;
    const sentAt = Math.floor(this.now() / 1000) + (options.timestampOffsetSeconds ?? 0);
    const notification =
      order.payment === 'wechat'
        ? this.wechatNotification(orderNumber, order, options, sentAt)
        : this.alipayNotification(orderNumber, order, options, sentAt);
    order.notifications.push(notification);
    return notification;
  }

  notifications(orderNumber: string): SandboxNotification[] {
    return this.orders.get(orderNumber)?.notifications ?? [];
  }

  private wechatNotification(
    orderNumber: string,
    order: SandboxOrder,
    options: SandboxPayOptions,
    sentAt: number,
  ): SandboxNotification {
    const paidAt = new Date(Math.floor(this.now() / 1000) * 1000).toISOString();
    const transaction = {
      mchid: options.mchId ?? this.wechatKeys.mchId,
      appid: options.appId ?? this.wechatKeys.appId,
      out_trade_no: orderNumber,
      transaction_id: order.transactionId,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: paidAt,
      payer: { openid: 'sandbox-payer' },
      amount: {
        total: order.amount,
        payer_total: order.amount,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
    };
    return makeWechatNotification(
      transaction,
      { ...this.wechatKeys, privateKey: this.wechatPrivateKey },
      sentAt,
    );
  }

  private alipayNotification(
    orderNumber: string,
    order: SandboxOrder,
    options: SandboxPayOptions,
    sentAt: number,
  ): SandboxNotification {
    const paidAt = chinaTime(new Date(this.now()));
    const yuan = fenToYuan(order.amount);
    const body = makeAlipayNotification(
      {
        notify_type: 'trade_status_sync',
        notify_id: `sandbox${randomBytes(12).toString('hex')}`,
        notify_time: chinaTime(new Date(sentAt * 1000)),
        charset: 'utf-8',
        version: '1.0',
        app_id: options.appId ?? this.alipayKeys.appId,
        auth_app_id: options.appId ?? this.alipayKeys.appId,
        seller_id: options.mchId ?? this.alipayKeys.sellerId,
        buyer_id: '2088000000000001',
        out_trade_no: orderNumber,
        trade_no: order.transactionId!,
        trade_status: 'TRADE_SUCCESS',
        subject: order.description,
        total_amount: yuan,
        receipt_amount: yuan,
        buyer_pay_amount: yuan,
        invoice_amount: yuan,
        gmt_create: paidAt,
        gmt_payment: paidAt,
      },
      this.alipaySide().privateKey,
    );
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body,
    };
  }

  private track(order: PayOrder): void {
    if (!this.orders.has(order.orderNumber)) {
      this.orders.set(order.orderNumber, {
        payment: order.payment,
        amount: order.amount,
        description: order.description,
        state: 'unpaid',
        transactionId: null,
        notifications: [],
      });
    }
  }

  private face(payment: Payment): PayProvider {
    const cashier = (order: PayOrder) =>
      `${order.origin}${linkTo(payApi.sandboxCashier, { params: { orderNumber: order.orderNumber } })}`;
    return {
      name: 'sandbox',
      payment,
      native: async (order) => {
        this.track(order);
        return { url: cashier(order) };
      },
      h5: async (order, callback) => {
        this.track(order);
        return { payUrl: `${cashier(order)}?callback=${encodeURIComponent(callback)}` };
      },
      query: async (orderNumber) => this.query(orderNumber),
      close: async (orderNumber) => {
        const order = this.orders.get(orderNumber);
        if (order && order.state !== 'paid') order.state = 'closed';
      },
      readNotification: (notification: RawNotification): ReportedPayment | null => {
        const nowSeconds = Math.floor(this.now() / 1000);
        return payment === 'wechat'
          ? readWechatNotification(notification, this.wechatKeys, nowSeconds)
          : readAlipayNotification(
              notification,
              this.alipaySide().sdk,
              this.alipayKeys,
              nowSeconds,
            );
      },
    };
  }

  private query(orderNumber: string): PayQuery {
    const order = this.orders.get(orderNumber);
    if (!order) return { state: 'unpaid' };
    if (order.state !== 'paid') return { state: order.state };
    return {
      state: 'paid',
      amount: order.amount,
      currency: 'CNY',
      transactionId: order.transactionId ?? undefined,
    };
  }
}
