import {
  AppError,
  ErrorCode,
  PAYMENTS,
  type ChargeResult,
  type H5OrderResult,
  type Locale,
  type AiPack,
  type LicenseCode,
  type OrderItem,
  type OrderStatus,
  type Payment,
  type Product,
  type EnterpriseProduct,
  type TeamProduct,
  type CashierResult,
} from '@slidecraft/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { PayProviders, RawNotification } from '../../providers/pay/pay-provider.js';
import type { KeyValueStore } from '../../providers/kv/kv.js';
import type { ProductRepo, ProductRow } from './catalogue.js';
import { toAiPacks, toEnterpriseProducts, toProducts, toTeamProducts } from './catalogue.js';
import type { OrderRepo } from './order-repo.js';
import type { JsapiPayment } from './jsapi.js';
import { type OrderRow } from './order-repo.js';
import type { PromotionService } from '../promotion/promotion-service.js';
import { StatusCache } from './status-cache.js';
import { Settlement, endAfter, type NotifyVerdict, type PaidOrderEvent } from './settlement.js';
import type { TeamAccess } from './grants.js';
import { OrderOpener, providerOf, seconds, type Caller, type ProductKind } from './order-opener.js';
import { OrderStatusPoll, isExpired, ownOrder } from './order-status.js';

export type { Caller, ProductKind } from './order-opener.js';

/**
 * Membership sales: the catalogue, orders (amounts from the catalogue only), payment links,
 * settlement of a payment exactly once (notifications, status queries, the sweep) and the
 * order list. Opening an order at the buyer's price is OrderOpener's, the status poll
 * OrderStatusPoll's, settling Settlement's.
 */
export class PayService {
  private readonly settlement: Settlement;
  private readonly opener: OrderOpener;
  private readonly statusPoll: OrderStatusPoll;

  private readonly statusCache: StatusCache;

  constructor(
    private readonly products: ProductRepo,
    private readonly orders: OrderRepo,
    private readonly providers: PayProviders,
    private readonly kv: KeyValueStore,
    /** The user's current membership end (unix seconds), for endAt and renewals. */
    memberUntil: (userId: string) => Promise<number>,
    /** Tells every node that the user's row changed (session cache). */
    userChanged: (userId: string) => Promise<void>,
    log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    /** Paying inside WeChat (JSAPI), when WeChat Pay and an openid source are configured. */
    readonly jsapi: JsapiPayment | null = null,
    /** Coupons and promo codes: every order's price comes from here. */
    private readonly promotions: PromotionService | null = null,
    /** The teams team plans are bought for (none: team plans are not sold). */
    teams: TeamAccess | null = null,
    /** Told once per order settled as paid (analytics). */
    onPaid: ((order: PaidOrderEvent) => void) | null = null,
  ) {
    this.statusCache = new StatusCache(kv, now);
    this.settlement = new Settlement(
      products,
      orders,
      providers,
      kv,
      userChanged,
      log,
      now,
      this.statusCache,
      onPaid,
    );
    this.opener = new OrderOpener(
      products,
      orders,
      providers,
      memberUntil,
      now,
      promotions,
      (o) => this.settlement.closeUnpaid(o),
      teams,
    );
    this.statusPoll = new OrderStatusPoll(orders, this.settlement, this.statusCache, now);
  }

  /** The payment methods that can be bought with (the others answer 5201). */
  get payments(): Payment[] {
    return PAYMENTS.filter((payment) => this.providers[payment]);
  }

  async catalogue(locale: Locale): Promise<Product[]> {
    return toProducts(await this.products.listActive(), locale);
  }

  /** The AI-points packs on sale. */
  async packs(locale: Locale): Promise<AiPack[]> {
    return toAiPacks(await this.products.listPacks(), locale);
  }

  /** The team plans on sale. */
  async teamPlans(locale: Locale): Promise<TeamProduct[]> {
    return toTeamProducts(await this.products.listKind('team'), locale);
  }

  /** The enterprise plans (listed, never sold online). */
  async enterprisePlans(locale: Locale): Promise<EnterpriseProduct[]> {
    return toEnterpriseProducts(await this.products.listKind('enterprise'), locale);
  }

  /** One enterprise plan on sale; 5204 for anything else. */
  async enterprisePlan(productId: string, locale: Locale): Promise<EnterpriseProduct> {
    const row = await this.products.find(productId);
    if (!row || !row.active || row.kind !== 'enterprise') {
      throw new AppError(ErrorCode.NO_PRODUCT, productId);
    }
    return toEnterpriseProducts([row], locale)[0]!;
  }

  async charge(
    caller: Caller,
    productId: string,
    payment: Payment,
    promoCode?: string,
    kind: ProductKind = 'membership',
    /** A team plan: the team it is bought for (the caller must own it). */
    teamId?: string,
  ): Promise<ChargeResult> {
    const { order, price, currentEnd } = await this.opener.open(
      caller,
      { productId, kind, teamId },
      payment,
      'native',
      promoCode,
    );
    const url =
      order.payUrl ??
      (await providerOf(this.providers, payment).native(this.payOrder(order, caller))).url;
    if (!order.payUrl) await this.orders.setPayUrl(order.orderNumber, url);
    return {
      type: 'scan',
      key: order.orderNumber,
      orderNumber: order.orderNumber,
      url,
      orderAmount: order.amount,
      endAt:
        kind === 'ai_times' || kind === 'content'
          ? currentEnd
          : this.endAfter(currentEnd, order.productDays),
      coupon: price && this.promotions ? this.promotions.couponLine(price) : null,
      promo:
        price?.promo && price.promoReduce > 0
          ? { code: price.promo.code, reduce_amount_cny: price.promoReduce / 100 }
          : null,
      listAmount: order.listAmount ?? order.amount,
    };
  }

  async h5(
    caller: Caller,
    productId: string,
    payment: Payment,
    callback: string,
    promoCode?: string,
    kind: ProductKind = 'membership',
    teamId?: string,
  ): Promise<H5OrderResult> {
    const provider = providerOf(this.providers, payment);
    const jsapi = payment === 'wechat' && caller.inWechat && this.jsapi?.available;
    const channel = jsapi ? 'jsapi' : 'h5';
    const { order } = await this.opener.open(
      caller,
      { productId, kind, teamId },
      payment,
      channel,
      promoCode,
    );
    // The page comes back with the order's number: its success drawer shows once it is paid.
    const back = new URL(callback);
    back.searchParams.set('orderNumber', order.orderNumber);
    const payUrl = jsapi
      ? this.jsapi!.payUrl(caller.origin, order.orderNumber, `${back.pathname}${back.search}`)
      : (await provider.h5(this.payOrder(order, caller), back.toString())).payUrl;
    await this.orders.setPayUrl(order.orderNumber, payUrl);
    return { orderNumber: order.orderNumber, payUrl };
  }

  /**
   * The status poll. An open order older than 10 s is checked with the provider, so a lost
   * notification never loses a payment; an unpaid order past its 2 hours answers 5205.
   */
  status(userId: string, orderNumber: string): Promise<OrderStatus> {
    return this.statusPoll.status(userId, orderNumber);
  }

  /** A payment notification (see Settlement.notify). */
  notify(payment: Payment, notification: RawNotification): Promise<NotifyVerdict> {
    return this.settlement.notify(payment, notification);
  }

  /** Drops an order's kept status answer (tests, and settlement through its own handle). */
  forgetStatus(orderNumber: string): Promise<void> {
    return this.statusCache.forget(orderNumber);
  }

  sweep(): Promise<void> {
    return this.settlement.sweep();
  }

  startSweeping(): void {
    this.settlement.startSweeping();
  }

  stopSweeping(): void {
    this.settlement.stopSweeping();
  }

  async list(userId: string, start: number, size: number) {
    const { items, total } = await this.orders.page(userId, start, size);
    return { items: items.map((o) => this.toItem(o)), total };
  }

  async detail(userId: string, orderNumber: string): Promise<OrderItem> {
    return this.toItem(await this.ownOrder(userId, orderNumber));
  }

  /**
   * GET /api/order/license-code: the partner code of the user's paid joint order (taken now if
   * the stock was empty when it was paid; 5603 while it still is).
   */
  async licenseCode(userId: string, orderNumber: string): Promise<LicenseCode> {
    const order = await this.ownOrder(userId, orderNumber);
    if (!order.isUnion) throw new AppError(ErrorCode.PARAMS_ERROR, 'not a joint membership order');
    if (order.status !== 'paid') throw new AppError(ErrorCode.PARAMS_ERROR, 'not paid');
    const code = await this.orders.partnerCode(order, new Date(this.now()));
    if (!code)
      throw new AppError(ErrorCode.REDEEM_STOCK_EMPTY, `no partner code for ${order.productId}`);
    return { orderNumber, productId: order.productId, code };
  }

  /** A plan on sale, of any kind (the specification call, paid content). */
  async productOnSale(productId: string): Promise<ProductRow | undefined> {
    const row = await this.products.find(productId);
    return row?.active ? row : undefined;
  }

  /** The user's paid order for a plan (paid content: bought), if any. */
  async paidOrder(userId: string, productId: string): Promise<OrderRow | undefined> {
    return this.orders.paidFor(userId, productId);
  }

  /**
   * GET /api/cashier/h5/{payment}: the caller's order paid with `payment` in a mobile browser.
   * The same plan, promo code and team as the order named, in an order of that method (opened
   * or reused); 5201 for a method not on offer, 5200 for no order of the caller.
   */
  async cashier(
    caller: Caller,
    orderNumber: string,
    payment: string,
    callback: string,
  ): Promise<CashierResult> {
    const method = PAYMENTS.find((p) => p === payment);
    if (!method) throw new AppError(ErrorCode.PAYMENT_NOT_SUPPORTED, `payment ${payment}`);
    providerOf(this.providers, method);
    const order = await this.ownOrder(caller.userId, orderNumber);
    if (order.status === 'paid') {
      return { orderNumber, payUrl: '', payment: order.payment as Payment, paid: true };
    }
    const product = await this.products.find(order.productId);
    const kind = (product?.kind ?? 'membership') as ProductKind;
    const result = await this.h5(
      caller,
      order.productId,
      method,
      callback,
      order.promoCode ?? undefined,
      kind,
      order.teamId ?? undefined,
    );
    return { ...result, payment: method, paid: false };
  }

  /** The membership end after buying `days` (null: lifetime). */
  private endAfter(current: number, days: number | null): number {
    return endAfter(seconds(this.now()), current, days);
  }

  private payOrder(order: OrderRow, caller: Caller) {
    return {
      orderNumber: order.orderNumber,
      amount: order.amount,
      description: order.productTitle,
      expiresAt: order.expiresAt,
      payment: order.payment as Payment,
      origin: caller.origin,
      clientIp: caller.clientIp,
    };
  }

  private ownOrder(userId: string, orderNumber: string): Promise<OrderRow> {
    return ownOrder(this.orders, userId, orderNumber);
  }

  private toItem(order: OrderRow): OrderItem {
    const status =
      order.status === 'paid'
        ? 'paid'
        : order.status === 'closed' || isExpired(order, this.now())
          ? 'closed'
          : 'open';
    return {
      orderNumber: order.orderNumber,
      productId: order.productId,
      productName: order.productTitle,
      amount: order.amount,
      currency: order.currency,
      payment: order.payment as Payment,
      status,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      endAt: order.grantedEndAt,
      isUnionProduct: order.isUnion,
    };
  }
}
