import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AppError, ErrorCode } from '@slidecraft/contract';
import { Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import { ConfigError, type AppConfig } from '../../config.js';
import { withDeadline } from '../deadline.js';
import { endpointParts } from '../endpoint.js';
import type {
  PayOrder,
  PayProvider,
  PayQuery,
  RawNotification,
  ReportedPayment,
  WechatBridgeParams,
} from './pay-provider.js';
import { readWechatNotification, type WechatNotificationKeys } from './wechat-notification.js';

/** A provider call never holds a request longer than this. */
const CALL_TIMEOUT_MS = 8000;

export interface WechatPayConfig extends WechatNotificationKeys {
  merchantSerial: string;
  merchantPrivateKey: string;
  notifyUrl: string;
  /** https://api.mch.weixin.qq.com, or a local fake's origin in tests. */
  baseUrl: string;
}

/** The API v3 answers we read (fields we do not use are left out). */
interface TradeAnswer {
  trade_state?: string;
  transaction_id?: string;
  amount?: { total?: number; currency?: string };
}

/** Minimal typing of the plugin's URL chain: each segment is a property; verbs at the end. */
type Chain = {
  [segment: string]: Chain;
} & {
  post(data?: unknown, config?: unknown): Promise<{ data: unknown; status: number }>;
  get(config?: unknown): Promise<{ data: unknown; status: number }>;
};

const TRADE_STATES: Record<string, PayQuery['state']> = {
  SUCCESS: 'paid',
  REFUND: 'paid',
  USERPAYING: 'paying',
  NOTPAY: 'unpaid',
  PAYERROR: 'unpaid',
  ACCEPT: 'paying',
  CLOSED: 'closed',
  REVOKED: 'closed',
};

/** RFC 3339 with the +08:00 offset WeChat Pay shows (time_expire). */
function rfc3339China(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/**
 * WeChat Pay API v3 (PAY_PROVIDER=wechat) through `wechatpay-axios-plugin`: requests signed with
 * the merchant key, answers verified with the WeChat Pay public key; Native (QR) and H5 orders,
 * query and close; notifications checked by wechat-notification.ts.
 */
export class WechatPayProvider implements PayProvider {
  readonly name = 'wechat';
  readonly payment = 'wechat';
  private readonly client: Chain;

  constructor(private readonly config: WechatPayConfig) {
    this.client = new Wechatpay({
      mchid: config.mchId,
      serial: config.merchantSerial,
      privateKey: config.merchantPrivateKey,
      certs: { [config.publicKeyId]: config.publicKey },
      baseURL: config.baseUrl,
      timeout: CALL_TIMEOUT_MS,
    }) as unknown as Chain;
  }

  async native(order: PayOrder): Promise<{ url: string }> {
    const data = (await this.call(() =>
      this.client.v3!.pay!.transactions!.native!.post(this.orderBody(order)),
    )) as { code_url?: unknown };
    if (typeof data.code_url !== 'string') throw unavailable('no code_url');
    return { url: data.code_url };
  }

  async h5(order: PayOrder, callback: string): Promise<{ payUrl: string }> {
    const data = (await this.call(() =>
      this.client.v3!.pay!.transactions!.h5!.post({
        ...this.orderBody(order),
        scene_info: { payer_client_ip: order.clientIp, h5_info: { type: 'Wap' } },
      }),
    )) as { h5_url?: unknown };
    if (typeof data.h5_url !== 'string') throw unavailable('no h5_url');
    const url = new URL(data.h5_url);
    url.searchParams.set('redirect_url', callback);
    return { payUrl: url.toString() };
  }

  /**
   * A JSAPI order (paying inside WeChat, as the user `openid` of the merchant's app) and the
   * parameters WeixinJSBridge's getBrandWCPayRequest takes, signed with the merchant key over
   * `appId\ntimeStamp\nnonceStr\npackage\n`.
   */
  async jsapi(order: PayOrder, openid: string): Promise<WechatBridgeParams> {
    const data = (await this.call(() =>
      this.client.v3!.pay!.transactions!.jsapi!.post({
        ...this.orderBody(order),
        payer: { openid },
      }),
    )) as { prepay_id?: unknown };
    if (typeof data.prepay_id !== 'string') throw unavailable('no prepay_id');
    const appId = this.config.appId;
    const timeStamp = String(Math.floor(Date.now() / 1000));
    const nonceStr = randomBytes(16).toString('hex');
    const pkg = `prepay_id=${data.prepay_id}`;
    const message = `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`;
    return {
      appId,
      timeStamp,
      nonceStr,
      package: pkg,
      signType: 'RSA',
      paySign: Rsa.sign(message, this.config.merchantPrivateKey),
    };
  }

  async query(orderNumber: string): Promise<PayQuery> {
    let data: TradeAnswer;
    try {
      data = (await this.call(() =>
        this.client.v3!.pay!.transactions!['out-trade-no']!['{out_trade_no}']!.get({
          params: { mchid: this.config.mchId },
          out_trade_no: orderNumber,
        }),
      )) as TradeAnswer;
    } catch (error) {
      if (isNotFound(error)) return { state: 'unpaid' };
      throw error;
    }
    const state = TRADE_STATES[data.trade_state ?? ''] ?? 'unpaid';
    if (state !== 'paid') return { state };
    return {
      state,
      amount: data.amount?.total,
      currency: data.amount?.currency ?? 'CNY',
      transactionId: data.transaction_id,
    };
  }

  /** Closes the trade; none at WeChat Pay (a JSAPI order never prepaid) is nothing to close. */
  async close(orderNumber: string): Promise<void> {
    try {
      await this.call(() =>
        this.client.v3!.pay!.transactions!['out-trade-no']!['{out_trade_no}']!.close!.post(
          { mchid: this.config.mchId },
          { out_trade_no: orderNumber },
        ),
      );
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  readNotification(notification: RawNotification): ReportedPayment {
    return readWechatNotification(notification, this.config);
  }

  private orderBody(order: PayOrder) {
    return {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: order.description.slice(0, 127),
      out_trade_no: order.orderNumber,
      time_expire: rfc3339China(order.expiresAt),
      notify_url: this.config.notifyUrl,
      amount: { total: order.amount, currency: 'CNY' },
    };
  }

  private async call(run: () => Promise<{ data: unknown }>): Promise<unknown> {
    try {
      return (await withDeadline(run(), CALL_TIMEOUT_MS, () => unavailable('timeout'))).data;
    } catch (error) {
      if (isNotFound(error)) throw error;
      throw unavailable(error instanceof Error ? error.message : 'call failed');
    }
  }
}

function isNotFound(error: unknown): boolean {
  const response = (error as { response?: { status?: number } } | null)?.response;
  return response?.status === 404;
}

/** Any provider failure: 5402 for the client, the detail only in the log. */
function unavailable(detail: string): AppError {
  return new AppError(ErrorCode.SERVICE_UNAVAILABLE, `wechat pay: ${detail}`);
}

/** The provider from the configuration (keys read from their files at start). */
export async function openWechatPay(config: AppConfig): Promise<WechatPayProvider> {
  const read = async (name: string, file: string | undefined) => {
    try {
      return await readFile(file!, 'utf8');
    } catch {
      throw new ConfigError(`Invalid configuration:\n  ${name}: cannot read ${file}`);
    }
  };
  const base = endpointParts(config.WECHATPAY_ENDPOINT);
  return new WechatPayProvider({
    mchId: config.WECHATPAY_MCH_ID!,
    appId: config.WECHATPAY_APP_ID!,
    merchantSerial: config.WECHATPAY_MERCHANT_SERIAL!,
    merchantPrivateKey: await read('WECHATPAY_PRIVATE_KEY_FILE', config.WECHATPAY_PRIVATE_KEY_FILE),
    publicKeyId: config.WECHATPAY_PUBLIC_KEY_ID!,
    publicKey: await read('WECHATPAY_PUBLIC_KEY_FILE', config.WECHATPAY_PUBLIC_KEY_FILE),
    apiV3Key: config.WECHATPAY_API_V3_KEY!,
    notifyUrl: config.WECHATPAY_NOTIFY_URL!,
    baseUrl: `${base.protocol}://${base.host}`,
  });
}
