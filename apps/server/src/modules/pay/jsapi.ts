import { AppError, ErrorCode, isSameSitePath } from '@slidecraft/contract';
import type { KeyValueStore } from '../../providers/kv/kv.js';
import type { PayProvider, WechatBridgeParams } from '../../providers/pay/pay-provider.js';
import { WechatOAuthError, type WechatLoginProvider } from '../../providers/wechat/wechat.js';
import { randomToken } from '../../security/hash.js';
import type { OrderRepo, OrderRow } from './order-repo.js';

/** The page a JSAPI order's pay link opens: `/pay/wechat/jsapi/{orderNumber}?callback=`. */
export const JSAPI_PAGE_PATH = '/pay/wechat/jsapi';
/** Where WeChat's silent authorization returns with the code. */
export const JSAPI_RETURN_PATH = '/pay/wechat/jsapi-return';
/** Life of the authorization state, seconds. */
const STATE_SECONDS = 600;
const stateKey = (state: string) => `wx-jsapi-state:${state}`;

/** Whether a User-Agent is WeChat's in-app browser (where H5 pay is refused and JSAPI is used). */
export const isWechatBrowser = (userAgent: string | undefined) =>
  /MicroMessenger/i.test(userAgent ?? '');

/**
 * Paying inside WeChat (JSAPI): the order's link opens our page, which fetches the payer's openid
 * by WeChat's silent authorization (snsapi_base, with the Official Account that the merchant is
 * bound to) and then asks WeChat Pay for a JSAPI order whose signed parameters the page hands to
 * WeixinJSBridge. The openid is never stored: it only makes this one payment.
 */
export class JsapiPayment {
  constructor(
    private readonly orders: OrderRepo,
    private readonly provider: PayProvider | undefined,
    private readonly login: WechatLoginProvider | null,
    private readonly kv: KeyValueStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** JSAPI needs WeChat Pay with its jsapi call and a way to learn the payer's openid. */
  get available(): boolean {
    return Boolean(this.provider?.jsapi && this.login);
  }

  /** The pay link of a JSAPI order: our page, which returns to `callback` afterwards. */
  payUrl(origin: string, orderNumber: string, callback: string): string {
    return `${origin}${JSAPI_PAGE_PATH}/${orderNumber}?callback=${encodeURIComponent(callback)}`;
  }

  /**
   * Opens the silent authorization for an open JSAPI order; answers where to send the browser
   * (straight back to `callback` when the order is already paid).
   */
  async start(orderNumber: string, callback: string, origin: string): Promise<string> {
    if (!this.available) throw new AppError(ErrorCode.PAYMENT_NOT_SUPPORTED, 'jsapi');
    if (!isSameSitePath(callback)) throw new AppError(ErrorCode.PARAMS_ERROR, 'callback');
    if ((await this.payableOrder(orderNumber)).status === 'paid') return callback;
    const state = randomToken().slice(0, 32);
    await this.kv.set(stateKey(state), JSON.stringify({ orderNumber, callback }), STATE_SECONDS);
    return this.login!.oauthUrl({ state, redirectUri: `${origin}${JSAPI_RETURN_PATH}` });
  }

  /**
   * Back from the authorization: spends the state (5000 when unknown or used), learns the openid
   * (5202 when WeChat gives none), and opens the JSAPI order at WeChat Pay.
   */
  async finish(
    code: string,
    state: string,
    clientIp: string,
  ): Promise<{ params: WechatBridgeParams | null; callback: string }> {
    if (!this.available) throw new AppError(ErrorCode.PAYMENT_NOT_SUPPORTED, 'jsapi');
    const stored = await this.kv.take(stateKey(state));
    if (!stored) throw new AppError(ErrorCode.PARAMS_ERROR, 'jsapi: unknown or used state');
    const { orderNumber, callback } = JSON.parse(stored) as {
      orderNumber: string;
      callback: string;
    };
    let openid: string;
    try {
      ({ openid } = await this.login!.exchangeOAuthCode(code));
    } catch (error) {
      const why = error instanceof WechatOAuthError ? error.message : String(error);
      throw new AppError(ErrorCode.GET_OPENID_ERROR, `jsapi: ${why}`);
    }
    const order = await this.payableOrder(orderNumber);
    if (order.status === 'paid') return { params: null, callback };
    const params = await this.provider!.jsapi!(
      {
        orderNumber,
        amount: order.amount,
        description: order.productTitle,
        expiresAt: order.expiresAt,
        payment: 'wechat',
        origin: '',
        clientIp,
      },
      openid,
    );
    return { params, callback };
  }

  private async payableOrder(orderNumber: string): Promise<OrderRow> {
    const order = await this.orders.find(orderNumber);
    if (!order || order.channel !== 'jsapi') throw new AppError(ErrorCode.ORDER_NOT_FOUND);
    if (order.status === 'paid') return order;
    if (order.status === 'closed' || order.expiresAt.getTime() <= this.now()) {
      throw new AppError(ErrorCode.PAY_QR_EXPIRED, 'order expired');
    }
    return order;
  }
}
