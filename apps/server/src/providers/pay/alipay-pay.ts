import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AppError, ErrorCode } from '@slidecraft/contract';
import { AlipayRequestError, AlipaySdk } from 'alipay-sdk';
import { ConfigError, type AppConfig } from '../../config.js';
import { withDeadline } from '../deadline.js';
import { endpointParts } from '../endpoint.js';
import {
  chinaTime,
  fenToYuan,
  readAlipayNotification,
  yuanToFen,
  type AlipayNotificationKeys,
} from './alipay-notification.js';
import type {
  PayOrder,
  PayProvider,
  PayQuery,
  RawNotification,
  ReportedPayment,
} from './pay-provider.js';

/** A provider call never holds a request longer than this. */
const CALL_TIMEOUT_MS = 8000;

export interface AlipayConfig extends AlipayNotificationKeys {
  /** The application's private key (PEM, PKCS#1 or PKCS#8, or the bare base64 of PKCS#8). */
  appPrivateKey: string;
  /** The Alipay public key (public-key mode) that signs answers and notifications. */
  alipayPublicKey: string;
  notifyUrl: string;
  /** https://openapi.alipay.com, or a local fake's origin in tests. */
  endpoint: string;
}

/** What alipay.trade.query answers (fields we do not use are left out). */
interface TradeAnswer {
  trade_status?: string;
  trade_no?: string;
  total_amount?: string;
}

const TRADE_STATES: Record<string, PayQuery['state']> = {
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  WAIT_BUYER_PAY: 'paying',
  TRADE_CLOSED: 'closed',
};

/** The key type the SDK must be told: PKCS#1 only when the PEM says so. */
function keyTypeOf(privateKey: string): 'PKCS1' | 'PKCS8' {
  return privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8';
}

/** Builds the SDK client of a configuration (also used by the tests' fake). */
export function alipaySdkOf(config: {
  appId: string;
  appPrivateKey: string;
  alipayPublicKey: string;
  endpoint: string;
}): AlipaySdk {
  return new AlipaySdk({
    appId: config.appId,
    privateKey: config.appPrivateKey,
    keyType: keyTypeOf(config.appPrivateKey),
    alipayPublicKey: config.alipayPublicKey,
    endpoint: config.endpoint,
    gateway: `${config.endpoint}/gateway.do`,
    timeout: CALL_TIMEOUT_MS,
    camelcase: false,
  });
}

/**
 * Alipay (in PAY_PROVIDER) through the official `alipay-sdk`: QR orders (precreate), mobile
 * browser orders (wap pay link), query and close over OpenAPI v3, every answer's signature
 * checked with the Alipay public key; notifications checked by alipay-notification.ts.
 */
export class AlipayProvider implements PayProvider {
  readonly name = 'alipay';
  readonly payment = 'alipay';
  private readonly sdk: AlipaySdk;

  constructor(private readonly config: AlipayConfig) {
    this.sdk = alipaySdkOf(config);
    // A key that does not parse stops the start, not the first payment.
    createPrivateKey(this.sdk.config.privateKey);
    createPublicKey(this.sdk.config.alipayPublicKey!);
  }

  async native(order: PayOrder): Promise<{ url: string }> {
    const data = (await this.call('precreate', {
      ...this.orderBody(order),
      notify_url: this.config.notifyUrl,
    })) as { qr_code?: unknown };
    if (typeof data.qr_code !== 'string') throw unavailable('no qr_code');
    return { url: data.qr_code };
  }

  async h5(order: PayOrder, callback: string): Promise<{ payUrl: string }> {
    const payUrl = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      bizContent: {
        ...this.orderBody(order),
        product_code: 'QUICK_WAP_WAY',
        quit_url: callback,
      },
      returnUrl: callback,
      notifyUrl: this.config.notifyUrl,
    });
    return { payUrl };
  }

  async query(orderNumber: string): Promise<PayQuery> {
    let data: TradeAnswer;
    try {
      data = (await this.call('query', { out_trade_no: orderNumber })) as TradeAnswer;
    } catch (error) {
      // No trade exists until the QR is scanned or the wap cashier opened.
      if (isTradeNotExist(error)) return { state: 'unpaid' };
      throw error;
    }
    const state = TRADE_STATES[data.trade_status ?? ''] ?? 'unpaid';
    if (state !== 'paid') return { state };
    return {
      state,
      amount: yuanToFen(data.total_amount ?? '') ?? undefined,
      currency: 'CNY',
      transactionId: data.trade_no,
    };
  }

  async close(orderNumber: string): Promise<void> {
    try {
      await this.call('close', { out_trade_no: orderNumber });
    } catch (error) {
      if (!isTradeNotExist(error)) throw error;
    }
  }

  readNotification(notification: RawNotification): ReportedPayment | null {
    return readAlipayNotification(notification, this.sdk, this.config);
  }

  private orderBody(order: PayOrder) {
    return {
      out_trade_no: order.orderNumber,
      total_amount: fenToYuan(order.amount),
      subject: order.description.slice(0, 256),
      time_expire: chinaTime(order.expiresAt),
    };
  }

  private async call(api: 'precreate' | 'query' | 'close', body: object): Promise<unknown> {
    try {
      const answer = await withDeadline(
        this.sdk.curl('POST', `/v3/alipay/trade/${api}`, { body }),
        CALL_TIMEOUT_MS,
        () => unavailable('timeout'),
      );
      return answer.data as unknown;
    } catch (error) {
      if (isTradeNotExist(error) || error instanceof AppError) throw error;
      throw unavailable(error instanceof Error ? error.message : 'call failed');
    }
  }
}

/** Alipay's 'no such trade' (ACQ.TRADE_NOT_EXIST in API v2's words). */
function isTradeNotExist(error: unknown): boolean {
  return (
    error instanceof AlipayRequestError &&
    typeof error.code === 'string' &&
    error.code.replace(/^ACQ\./, '') === 'TRADE_NOT_EXIST'
  );
}

/** Any provider failure: 5402 for the client, the detail only in the log. */
function unavailable(detail: string): AppError {
  return new AppError(ErrorCode.SERVICE_UNAVAILABLE, `alipay: ${detail}`);
}

/** The provider from the configuration (keys read from their files at start). */
export async function openAlipay(config: AppConfig): Promise<AlipayProvider> {
  const read = async (name: string, file: string | undefined) => {
    try {
      return (await readFile(file!, 'utf8')).trim();
    } catch {
      throw new ConfigError(`Invalid configuration:\n  ${name}: cannot read ${file}`);
    }
  };
  const base = endpointParts(config.ALIPAY_ENDPOINT);
  const provider = {
    appId: config.ALIPAY_APP_ID!,
    sellerId: config.ALIPAY_SELLER_ID!,
    appPrivateKey: await read('ALIPAY_PRIVATE_KEY_FILE', config.ALIPAY_PRIVATE_KEY_FILE),
    alipayPublicKey: await read('ALIPAY_PUBLIC_KEY_FILE', config.ALIPAY_PUBLIC_KEY_FILE),
    notifyUrl: config.ALIPAY_NOTIFY_URL!,
    endpoint: `${base.protocol}://${base.host}`,
  };
  try {
    return new AlipayProvider(provider);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Invalid configuration:\n  ALIPAY_PRIVATE_KEY_FILE: ${why}`);
  }
}
