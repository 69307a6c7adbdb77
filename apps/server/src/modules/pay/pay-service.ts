import { randomInt } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  LIFETIME_END_AT,
  ORDER_TTL_SECONDS,
  type ChargeResult,
  type H5OrderResult,
  type OrderItem,
  type OrderStatus,
  type Payment,
  type Product,
} from '@slidecraft/contract';
import type { FastifyBaseLogger } from 'fastify';
import {
  NotificationRefused,
  type PayProvider,
  type RawNotification,
  type ReportedPayment,
} from '../../providers/pay/pay-provider.js';
import type { KeyValueStore } from '../../providers/kv/kv.js';
import type { ProductRepo } from './catalogue.js';
import { toProducts } from './catalogue.js';
import type { OrderRepo } from './order-repo.js';
import { type OrderRow } from './order-repo.js';

/** An open order older than this is checked with the provider (a notification may be lost). */
export const QUERY_AFTER_MS = 10_000;
/** How often the sweep checks open orders with the provider. */
export const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 100;
/**
 * A status answer is kept this long (shared through Redis with REDIS_URL): a QR page polls every
 * 5 s, so each poll still sees fresh state, while a burst of polls of one order costs one
 * database read and at most one provider query a second. Settling an order drops it at once.
 */
export const STATUS_CACHE_SECONDS = 1;
const statusKey = (orderNumber: string) => `order-status:${orderNumber}`;
const DAY_SECONDS = 86_400;

/** Where the request came from: the cashier links and the provider's client IP. */
export interface Caller {
  userId: string;
  origin: string;
  clientIp: string;
}

/** The answer a notify route gives the provider. */
export interface NotifyAnswer {
  status: number;
  body: { code: string; message: string } | null;
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
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly products: ProductRepo,
    private readonly orders: OrderRepo,
    private readonly provider: PayProvider | null,
    private readonly kv: KeyValueStore,
    /** The user's current membership end (unix seconds), for endAt and renewals. */
    private readonly memberUntil: (userId: string) => Promise<number>,
    /** Tells every node that the user's row changed (session cache). */
    private readonly userChanged: (userId: string) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async catalogue(): Promise<Product[]> {
    return toProducts(await this.products.listActive());
  }

  async charge(caller: Caller, productId: string, payment: Payment): Promise<ChargeResult> {
    const order = await this.openOrder(caller, productId, payment, 'native');
    const url = order.payUrl ?? (await this.provider!.native(this.payOrder(order, caller))).url;
    if (!order.payUrl) await this.orders.setPayUrl(order.orderNumber, url);
    return {
      type: 'scan',
      key: order.orderNumber,
      orderNumber: order.orderNumber,
      url,
      orderAmount: order.amount,
      endAt: this.endAfter(await this.memberUntil(caller.userId), order.productDays),
      coupon: null,
    };
  }

  async h5(
    caller: Caller,
    productId: string,
    payment: Payment,
    callback: string,
  ): Promise<H5OrderResult> {
    const order = await this.openOrder(caller, productId, payment, 'h5');
    // The page comes back with the order's number: its success drawer shows once it is paid.
    const back = new URL(callback);
    back.searchParams.set('orderNumber', order.orderNumber);
    const { payUrl } = await this.provider!.h5(this.payOrder(order, caller), back.toString());
    await this.orders.setPayUrl(order.orderNumber, payUrl);
    return { orderNumber: order.orderNumber, payUrl };
  }

  /**
   * The status poll. An open order older than 10 s is checked with the provider, so a lost
   * notification never loses a payment; an unpaid order past its 2 hours answers 5205.
   */
  async status(userId: string, orderNumber: string): Promise<OrderStatus> {
    const hit = await this.kv.get(statusKey(orderNumber));
    if (hit) {
      const cached = JSON.parse(hit) as { userId: string; answer: OrderStatus | null };
      if (cached.userId !== userId) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
      if (!cached.answer) throw new AppError(ErrorCode.PAY_QR_EXPIRED, 'order expired');
      return cached.answer;
    }
    const answer = await this.freshStatus(userId, orderNumber);
    const keep = (value: OrderStatus | null) =>
      this.kv.set(
        statusKey(orderNumber),
        JSON.stringify({ userId, answer: value }),
        STATUS_CACHE_SECONDS,
      );
    if (answer === 'expired') {
      await keep(null);
      throw new AppError(ErrorCode.PAY_QR_EXPIRED, 'order expired');
    }
    await keep(answer);
    return answer;
  }

  private async freshStatus(userId: string, orderNumber: string): Promise<OrderStatus | 'expired'> {
    let order = await this.ownOrder(userId, orderNumber);
    let paying = false;
    if (order.status !== 'paid' && this.now() - order.createdAt.getTime() >= QUERY_AFTER_MS) {
      const checked = await this.reconcile(order);
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

  /**
   * A payment notification. Refused ones (forged, stale, for another merchant, short) change
   * nothing but the order's flag, and are logged; a genuine one settles the order once. WeChat
   * Pay's answers: 204 when accepted or already settled, 4xx/5xx with code FAIL otherwise.
   */
  async notify(notification: RawNotification): Promise<NotifyAnswer> {
    if (!this.provider) return fail(404, 'payments are off');
    let reported: ReportedPayment;
    try {
      reported = this.provider.readNotification(notification);
    } catch (err) {
      if (!(err instanceof NotificationRefused)) throw err;
      this.log.warn({ reason: err.reason, order: err.orderNumber }, 'payment notification refused');
      if (err.orderNumber) await this.orders.flag(err.orderNumber, `notification: ${err.reason}`);
      return fail(401, err.reason);
    }
    const outcome = await this.settleReported(reported, 'notification');
    if (outcome === 'refused') return fail(400, 'order mismatch');
    return { status: 204, body: null };
  }

  /** Checks every open order older than 10 s with the provider: settles, or closes expired ones. */
  async sweep(): Promise<void> {
    if (!this.provider) return;
    const open = await this.orders.openBefore(new Date(this.now() - QUERY_AFTER_MS), SWEEP_BATCH);
    for (const order of open) {
      try {
        await this.reconcile(order);
      } catch (err) {
        this.log.warn({ err, order: order.orderNumber }, 'order sweep');
      }
    }
  }

  startSweeping(intervalMs = SWEEP_INTERVAL_MS): void {
    if (!this.provider || this.sweeper) return;
    this.sweeper = setInterval(() => {
      this.sweep().catch((err: unknown) => this.log.error({ err }, 'order sweep'));
    }, intervalMs);
    this.sweeper.unref();
  }

  stopSweeping(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  async list(userId: string, start: number, size: number) {
    const { items, total } = await this.orders.page(userId, start, size);
    return { items: items.map((o) => this.toItem(o)), total };
  }

  async detail(userId: string, orderNumber: string): Promise<OrderItem> {
    return this.toItem(await this.ownOrder(userId, orderNumber));
  }

  /** The provider's word on an order: settles it when paid, closes it when expired. */
  private async reconcile(order: OrderRow): Promise<{ order: OrderRow; paying: boolean }> {
    if (!this.provider) return { order, paying: false };
    const query = await this.provider.query(order.orderNumber);
    if (query.state === 'paid' && query.amount !== undefined) {
      await this.settleReported(
        {
          orderNumber: order.orderNumber,
          transactionId: query.transactionId ?? '',
          amount: query.amount,
          currency: query.currency ?? 'CNY',
        },
        'query',
      );
      return { order: (await this.orders.find(order.orderNumber)) ?? order, paying: false };
    }
    if (order.status === 'open' && this.expired(order)) {
      await this.provider.close(order.orderNumber);
      await this.orders.close(order.orderNumber);
      return { order: { ...order, status: 'closed' }, paying: false };
    }
    return { order, paying: query.state === 'paying' };
  }

  /** Settles a reported payment if it matches the order exactly. */
  private async settleReported(
    paid: ReportedPayment,
    via: 'notification' | 'query',
  ): Promise<'settled' | 'already' | 'refused'> {
    const order = await this.orders.find(paid.orderNumber);
    if (!order) {
      this.log.warn({ order: paid.orderNumber, via }, 'payment for an unknown order');
      return 'refused';
    }
    if (paid.amount !== order.amount || paid.currency !== order.currency) {
      const reason = `${via}: paid ${paid.amount} ${paid.currency}, order ${order.amount} ${order.currency}`;
      this.log.warn({ order: order.orderNumber, reason }, 'payment does not match the order');
      await this.orders.flag(order.orderNumber, reason);
      return 'refused';
    }
    const product = await this.products.find(order.productId);
    const days = product ? product.durationDays : null;
    const now = new Date(this.now());
    const settled = await this.orders.settle(
      order.orderNumber,
      paid.transactionId,
      now,
      (current) => this.endAfter(current, days),
    );
    if (settled.kind !== 'settled') return 'already';
    await this.kv.del(statusKey(order.orderNumber));
    this.log.info(
      { order: order.orderNumber, user: order.userId, endAt: settled.endAt, via },
      'order paid',
    );
    await this.userChanged(order.userId);
    return 'settled';
  }

  /** The membership end after buying `days` (null: lifetime), from the later of now and `current`. */
  private endAfter(current: number, days: number | null): number {
    if (days === null) return LIFETIME_END_AT;
    const from = Math.max(seconds(this.now()), current);
    return Math.min(LIFETIME_END_AT, from + days * DAY_SECONDS);
  }

  private expired(order: OrderRow): boolean {
    return order.expiresAt.getTime() <= this.now();
  }

  private async openOrder(
    caller: Caller,
    productId: string,
    payment: Payment,
    channel: 'native' | 'h5',
  ): Promise<OrderRow & { productDays: number | null }> {
    if (!this.provider || !this.provider.payments.includes(payment)) {
      throw new AppError(ErrorCode.PAYMENT_NOT_SUPPORTED, `payment ${payment}`);
    }
    const product = await this.products.find(productId);
    if (!product || !product.active) throw new AppError(ErrorCode.NO_PRODUCT, productId);
    // An order is reused while it has more than 10 minutes to live.
    const validAfter = new Date(this.now() + 10 * 60_000);
    const existing = await this.orders.findReusable(
      caller.userId,
      product.id,
      product.pricePay,
      payment,
      channel,
      validAfter,
    );
    if (existing) return { ...existing, productDays: product.durationDays };
    const now = new Date(this.now());
    const created = await this.orders.create({
      orderNumber: newOrderNumber(now),
      userId: caller.userId,
      productId: product.id,
      productTitle: product.title,
      amount: product.pricePay,
      currency: product.currency,
      payment,
      channel,
      isRenewal: (await this.memberUntil(caller.userId)) > seconds(this.now()),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ORDER_TTL_SECONDS * 1000),
    });
    return { ...created, productDays: product.durationDays };
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
    };
  }
}

function fail(status: number, message: string): NotifyAnswer {
  return { status, body: { code: 'FAIL', message } };
}
