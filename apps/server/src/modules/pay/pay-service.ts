import { randomInt } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  LIFETIME_END_AT,
  PAYMENTS,
  ORDER_TTL_SECONDS,
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
import type {
  PayProvider,
  PayProviders,
  RawNotification,
} from '../../providers/pay/pay-provider.js';
import type { KeyValueStore } from '../../providers/kv/kv.js';
import type { ProductRepo, ProductRow } from './catalogue.js';
import { toAiPacks, toEnterpriseProducts, toProducts, toTeamProducts } from './catalogue.js';
import type { OrderRepo } from './order-repo.js';
import type { JsapiPayment } from './jsapi.js';
import { type OrderRow } from './order-repo.js';
import type { Price, PromotionService } from '../promotion/promotion-service.js';
import { StatusCache } from './status-cache.js';
import {
  QUERY_AFTER_MS,
  Settlement,
  endAfter,
  type NotifyVerdict,
  type PaidOrderEvent,
} from './settlement.js';

/**
 * What a plan sells: the professional tier, AI points, a team's tier and seats, or one piece of
 * paid content (a template sold on its own, bought once).
 */
export type ProductKind = 'membership' | 'ai_times' | 'team' | 'content';

/** The teams a team plan is bought for (TeamService). */
export interface TeamAccess {
  /** The team when `userId` owns it; 5107 otherwise. */
  ownedTeam(userId: string, teamId: string): Promise<{ id: string; memberUntil: number }>;
}

/** Where the request came from: the cashier links and the provider's client IP. */
export interface Caller {
  userId: string;
  origin: string;
  clientIp: string;
  /** Inside WeChat's browser: WeChat Pay goes through JSAPI there (H5 pay is refused). */
  inWechat?: boolean;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** 26 characters: SC, the UTC+8 time to the second, 10 random digits (WeChat allows 6-32). */
export function newOrderNumber(now: Date): string {
  const t = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  const random = Array.from({ length: 10 }, () => randomInt(10)).join('');
  return `SC${t}${random}`;
}

/**
 * Membership sales: the catalogue, orders (amounts from the catalogue only), payment links,
 * settlement of a payment exactly once (notifications, status queries, the sweep) and the
 * order list.
 */
export class PayService {
  private readonly settlement: Settlement;
  /** Team plans are sold only once set (createPayService does). */
  teams: TeamAccess | null = null;

  /** Told once per order settled as paid (analytics). */
  set onPaid(handler: ((order: PaidOrderEvent) => void) | null) {
    this.settlement.onPaid = handler;
  }
  private readonly statusCache: StatusCache;
  private readonly inflight = new Map<string, Promise<OrderStatus | 'expired'>>();

  constructor(
    private readonly products: ProductRepo,
    private readonly orders: OrderRepo,
    private readonly providers: PayProviders,
    private readonly kv: KeyValueStore,
    /** The user's current membership end (unix seconds), for endAt and renewals. */
    private readonly memberUntil: (userId: string) => Promise<number>,
    /** Tells every node that the user's row changed (session cache). */
    userChanged: (userId: string) => Promise<void>,
    log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    /** Paying inside WeChat (JSAPI), when WeChat Pay and an openid source are configured. */
    readonly jsapi: JsapiPayment | null = null,
    /** Coupons and promo codes: every order's price comes from here. */
    private readonly promotions: PromotionService | null = null,
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
    );
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
    const { order, price, currentEnd } = await this.openOrder(
      caller,
      { productId, kind, teamId },
      payment,
      'native',
      promoCode,
    );
    const url =
      order.payUrl ?? (await this.providerOf(payment).native(this.payOrder(order, caller))).url;
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
    const provider = this.providerOf(payment);
    const jsapi = payment === 'wechat' && caller.inWechat && this.jsapi?.available;
    const channel = jsapi ? 'jsapi' : 'h5';
    const { order } = await this.openOrder(
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
  async status(userId: string, orderNumber: string): Promise<OrderStatus> {
    const cached = await this.statusCache.get(orderNumber);
    if (cached) {
      if (cached.userId !== userId) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
      if (!cached.answer) throw new AppError(ErrorCode.PAY_QR_EXPIRED, 'order expired');
      return cached.answer;
    }
    const answer = await this.freshStatusOnce(userId, orderNumber);
    const keep = (value: OrderStatus | null) =>
      this.statusCache.set(orderNumber, { userId, answer: value });
    if (answer === 'expired') {
      await keep(null);
      throw new AppError(ErrorCode.PAY_QR_EXPIRED, 'order expired');
    }
    await keep(answer);
    return answer;
  }

  /**
   * One fresh read at a time per order and user: when the kept answer lapses, the polls that
   * arrive together share one database read and one provider query.
   */
  private freshStatusOnce(userId: string, orderNumber: string): Promise<OrderStatus | 'expired'> {
    const key = `${userId}:${orderNumber}`;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.freshStatus(userId, orderNumber).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private async freshStatus(userId: string, orderNumber: string): Promise<OrderStatus | 'expired'> {
    let order = await this.ownOrder(userId, orderNumber);
    let paying = false;
    if (order.status !== 'paid' && this.now() - order.createdAt.getTime() >= QUERY_AFTER_MS) {
      const checked = await this.settlement.reconcile(order);
      order = checked.order;
      paying = checked.paying;
    }
    if (order.status !== 'paid' && (order.status === 'closed' || this.expired(order))) {
      return 'expired';
    }
    return {
      orderNumber: order.orderNumber,
      orderStatus: order.status === 'paid' ? 'paid' : 'unpaid',
      status: paying ? 'scan' : '',
      productName: order.productTitle,
      isRenewal: order.isRenewal,
      amount: order.amount,
      payment: order.payment as Payment,
      isFirstOrder:
        order.status === 'paid' ? !(await this.orders.hasPaidBefore(userId, orderNumber)) : false,
    };
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
    this.providerOf(method);
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

  private expired(order: OrderRow): boolean {
    return order.expiresAt.getTime() <= this.now();
  }

  /**
   * An open order for the plan at this buyer's price (coupon and promo code applied), reused
   * while it has more than 10 minutes to live and the same price and reductions.
   */
  private async openOrder(
    caller: Caller,
    { productId, kind, teamId }: { productId: string; kind: ProductKind; teamId?: string },
    payment: Payment,
    channel: 'native' | 'h5' | 'jsapi',
    promoCode?: string,
  ): Promise<{
    order: OrderRow & { productDays: number | null };
    price: Price | null;
    /** The membership end the order extends: the buyer's own, or the team's. */
    currentEnd: number;
  }> {
    this.providerOf(payment);
    const product = await this.products.find(productId);
    if (!product || !product.active || product.kind !== kind) {
      throw new AppError(ErrorCode.NO_PRODUCT, productId);
    }
    let currentEnd: number;
    if (kind === 'team') {
      if (!teamId) throw new AppError(ErrorCode.PARAMS_ERROR, 'teamId: required for a team plan');
      if (!this.teams) throw new AppError(ErrorCode.NO_PRODUCT, productId);
      currentEnd = (await this.teams.ownedTeam(caller.userId, teamId)).memberUntil;
    } else {
      if (teamId) throw new AppError(ErrorCode.NO_PRODUCT, `${productId} is no team plan`);
      currentEnd = await this.memberUntil(caller.userId);
      // 5110 (billing forbidden): a lifetime member would pay for nothing. A joint plan still
      // sells its partner's code, so it stays on offer.
      if (kind === 'membership' && currentEnd >= LIFETIME_END_AT && !product.isUnionProduct) {
        throw new AppError(ErrorCode.BILLING_FORBIDDEN, `${productId}: lifetime member`, {
          localizedDetail: {
            'zh-CN': '你已是终身会员，无需再购买会员',
            'zh-TW': '你已是終身會員，無需再購買會員',
            'en-US': 'you are a lifetime member already',
          },
        });
      }
    }
    // Paid content is bought once (5109 once it is), at its own price: no coupon or promo code.
    if (kind === 'content' && (await this.orders.paidFor(caller.userId, product.id))) {
      throw new AppError(ErrorCode.BILLING_EXISTS, `${productId} already bought`);
    }
    const price =
      this.promotions && kind !== 'content'
        ? await this.promotions.price(caller.userId, product, promoCode)
        : null;
    const terms = {
      amount: price?.amount ?? product.pricePay,
      couponId: price?.coupon && price.couponReduce > 0 ? price.coupon.id : null,
      promoCode: price?.promo && price.promoReduce > 0 ? price.promo.code : null,
      teamId: kind === 'team' ? teamId! : null,
    };
    const validAfter = new Date(this.now() + 10 * 60_000);
    const existing = await this.orders.findReusable(
      caller.userId,
      product.id,
      terms,
      payment,
      channel,
      validAfter,
    );
    if (existing) {
      return { order: { ...existing, productDays: product.durationDays }, price, currentEnd };
    }
    const now = new Date(this.now());
    const created = await this.orders.create({
      orderNumber: newOrderNumber(now),
      userId: caller.userId,
      productId: product.id,
      productTitle: product.title,
      amount: terms.amount,
      listAmount: product.pricePay,
      couponId: terms.couponId,
      promoCode: terms.promoCode,
      isUnion: product.isUnionProduct,
      teamId: terms.teamId,
      currency: product.currency,
      payment,
      channel,
      isRenewal: kind !== 'content' && currentEnd > seconds(this.now()),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ORDER_TTL_SECONDS * 1000),
    });
    return { order: { ...created, productDays: product.durationDays }, price, currentEnd };
  }

  private providerOf(payment: Payment): PayProvider {
    const provider = this.providers[payment];
    if (!provider) throw new AppError(ErrorCode.PAYMENT_NOT_SUPPORTED, `payment ${payment}`);
    return provider;
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

  private async ownOrder(userId: string, orderNumber: string): Promise<OrderRow> {
    const order = await this.orders.find(orderNumber);
    if (!order || order.userId !== userId) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
    return order;
  }

  private toItem(order: OrderRow): OrderItem {
    const status =
      order.status === 'paid'
        ? 'paid'
        : order.status === 'closed' || this.expired(order)
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
