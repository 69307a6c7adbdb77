import { generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import { PAYMENTS } from '@slidecraft/contract';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import type {
  PayOrder,
  PayProvider,
  PayQuery,
  RawNotification,
  ReportedPayment,
} from './pay-provider.js';
import { readWechatNotification, type WechatNotificationKeys } from './wechat-notification.js';

/** A notification as the sandbox made it: headers and the raw body, exactly as signed. */
export interface SandboxNotification {
  headers: Record<string, string>;
  body: string;
}

interface SandboxOrder {
  amount: number;
  state: PayQuery['state'];
  transactionId: string | null;
  notifications: SandboxNotification[];
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomString = (length: number) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

/**
 * The dev payment provider (PAY_PROVIDER=sandbox; refused in production). It plays WeChat Pay:
 * its QR opens a local cashier page, and it signs payment notifications in WeChat Pay v3's
 * format with an RSA key pair made at start (standing in for the WeChat Pay public key) and
 * encrypts them with a random APIv3 key, so that the code checking real notifications runs here.
 */
export class SandboxPayProvider implements PayProvider {
  readonly name = 'sandbox';
  readonly payments = PAYMENTS;
  readonly keys: WechatNotificationKeys;
  private readonly privateKey: string;
  private readonly orders = new Map<string, SandboxOrder>();

  constructor(private readonly now: () => number = Date.now) {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    this.privateKey = pair.privateKey;
    this.keys = {
      publicKey: pair.publicKey,
      publicKeyId: 'PUB_KEY_ID_0000000000SANDBOX',
      apiV3Key: randomString(32),
      mchId: '1900000000',
      appId: 'wx0000000000sandbox',
    };
  }

  async native(order: PayOrder): Promise<{ url: string }> {
    this.track(order);
    return { url: `${order.origin}/sandbox/cashier/${order.orderNumber}` };
  }

  async h5(order: PayOrder, callback: string): Promise<{ payUrl: string }> {
    this.track(order);
    const back = encodeURIComponent(callback);
    return { payUrl: `${order.origin}/sandbox/cashier/${order.orderNumber}?callback=${back}` };
  }

  async query(orderNumber: string): Promise<PayQuery> {
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

  async close(orderNumber: string): Promise<void> {
    const order = this.orders.get(orderNumber);
    if (order && order.state !== 'paid') order.state = 'closed';
  }

  readNotification(notification: RawNotification): ReportedPayment {
    return readWechatNotification(notification, this.keys, Math.floor(this.now() / 1000));
  }

  /** Whether the sandbox knows the order (its QR was made). */
  knows(orderNumber: string): boolean {
    return this.orders.has(orderNumber);
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
   * test replays) and returns the signed notification of it.
   */
  pay(
    orderNumber: string,
    options: {
      amount?: number;
      timestampOffsetSeconds?: number;
      /** Another merchant's or app's ids in the payment (tests of the merchant check). */
      mchId?: string;
      appId?: string;
    } = {},
  ): SandboxNotification | null {
    const order = this.orders.get(orderNumber);
    if (!order) return null;
    const amount = options.amount ?? order.amount;
    order.state = 'paid';
    order.amount = amount;
    order.transactionId ??= `42000${Date.now()}${randomInt(1e6)}`.slice(0, 28);
    const nowSeconds = Math.floor(this.now() / 1000);
    const transaction = {
      mchid: options.mchId ?? this.keys.mchId,
      appid: options.appId ?? this.keys.appId,
      out_trade_no: orderNumber,
      transaction_id: order.transactionId,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: new Date(nowSeconds * 1000).toISOString(),
      payer: { openid: 'sandbox-payer' },
      amount: { total: amount, payer_total: amount, currency: 'CNY', payer_currency: 'CNY' },
    };
    const nonce = randomString(12);
    const body = JSON.stringify({
      id: `EV-${randomBytes(8).toString('hex')}`,
      create_time: new Date(nowSeconds * 1000).toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: Aes.AesGcm.encrypt(
          JSON.stringify(transaction),
          this.keys.apiV3Key,
          nonce,
          'transaction',
        ),
        associated_data: 'transaction',
        nonce,
      },
    });
    const timestamp = String(nowSeconds + (options.timestampOffsetSeconds ?? 0));
    const headerNonce = randomString(32);
    const notification = {
      headers: {
        'content-type': 'application/json',
        'wechatpay-serial': this.keys.publicKeyId,
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': headerNonce,
        'wechatpay-signature': Rsa.sign(
          Formatter.response(timestamp, headerNonce, body),
          this.privateKey,
        ),
      },
      body,
    };
    order.notifications.push(notification);
    return notification;
  }

  notifications(orderNumber: string): SandboxNotification[] {
    return this.orders.get(orderNumber)?.notifications ?? [];
  }

  private track(order: PayOrder): void {
    const known = this.orders.get(order.orderNumber);
    if (!known) {
      this.orders.set(order.orderNumber, {
        amount: order.amount,
        state: 'unpaid',
        transactionId: null,
        notifications: [],
      });
    }
  }
}
