import { LIFETIME_END_AT, type Payment } from '@slidecraft/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { KeyValueStore } from '../../providers/kv/kv.js';
import {
  NotificationRefused,
  type PayProviders,
  type RawNotification,
  type ReportedPayment,
} from '../../providers/pay/pay-provider.js';
import type { ProductRepo } from './catalogue.js';
import type { OrderRepo, OrderRow } from './order-repo.js';
import type { StatusCache } from './status-cache.js';

/** An open order older than this is checked with the provider (a notification may be lost). */
export const QUERY_AFTER_MS = 10_000;
/** How often the sweep checks open orders with the provider. */
export const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 100;
const SWEEP_LOCK_KEY = 'order-sweep:lock';
/** A handled notification id is remembered this long (Alipay retries for about 25 h). */
const NOTIFICATION_SEEN_SECONDS = 26 * 3600;
const DAY_SECONDS = 86_400;

/** A notify route's verdict; each route answers it in its provider's words. */
export type NotifyVerdict =
  { accepted: true } | { accepted: false; status: number; message: string };

/** The membership end after buying `days` (null: lifetime), from the later of now and `current`. */
export function endAfter(nowSeconds: number, current: number, days: number | null): number {
  if (days === null) return LIFETIME_END_AT;
  return Math.min(LIFETIME_END_AT, Math.max(nowSeconds, current) + days * DAY_SECONDS);
}

/**
 * Settles payments exactly once, whichever way they are learnt: a notification (checked by its
 * provider before anything else), a status query of an open order, or the sweep. A notification
 * its provider refuses (forged, stale, for another merchant) is logged and touches no order; a
 * genuine one that does not match its order (short, another method) flags the order and closes
 * it, so the buyer's next charge opens a new one.
 */
export interface PaidOrderEvent {
  userId: string;
  orderNumber: string;
  productId: string;
  /** Cents. */
  amount: number;
  currency: string;
  payment: string;
}

export class Settlement {
  private sweeper: NodeJS.Timeout | null = null;
  /** Told once per order settled as paid (the payment_successful analytics event). */

  constructor(
    private readonly products: ProductRepo,
    private readonly orders: OrderRepo,
    private readonly providers: PayProviders,
    private readonly kv: KeyValueStore,
    /** Tells every node that the user's row changed (session cache). */
    private readonly userChanged: (userId: string) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
    /** The status poll's kept answers (dropped when an order is settled). */
    private readonly statusCache: StatusCache,
    /** Told once per order settled as paid (analytics). */
    private readonly onPaid: ((order: PaidOrderEvent) => void) | null = null,
  ) {}

  async notify(payment: Payment, notification: RawNotification): Promise<NotifyVerdict> {
    const provider = this.providers[payment];
    if (!provider) return { accepted: false, status: 404, message: 'payments are off' };
    let reported: ReportedPayment | null;
    try {
      reported = provider.readNotification(notification);
    } catch (err) {
      if (!(err instanceof NotificationRefused)) throw err;
      // Anyone can post one naming any order: it is logged and touches no order.
      this.log.warn(
        { reason: err.reason, claimedOrder: err.claimedOrder, payment },
        'payment notification refused',
      );
      return { accepted: false, status: 401, message: err.reason };
    }
    // Genuine, but reports no payment (a closed trade, say): nothing to settle.
    if (!reported) return { accepted: true };
    const seen =
      reported.notificationId && `pay-notification:${payment}:${reported.notificationId}`;
    if (seen && (await this.kv.get(seen))) return { accepted: true };
    const outcome = await this.settle(reported, 'notification', payment);
    if (outcome === 'refused') return { accepted: false, status: 400, message: 'order mismatch' };
    if (seen) await this.kv.set(seen, '1', NOTIFICATION_SEEN_SECONDS);
    return { accepted: true };
  }

  /** The provider's word on an order: settles it when paid, closes it when expired. */
  async reconcile(order: OrderRow): Promise<{ order: OrderRow; paying: boolean }> {
    const provider = this.providers[order.payment as Payment];
    if (!provider) return { order, paying: false };
    const query = await provider.query(order.orderNumber);
    if (query.state === 'paid' && query.amount !== undefined) {
      await this.settle(
        {
          orderNumber: order.orderNumber,
          transactionId: query.transactionId ?? '',
          amount: query.amount,
          currency: query.currency ?? 'CNY',
        },
        'query',
        order.payment as Payment,
      );
      return { order: (await this.orders.find(order.orderNumber)) ?? order, paying: false };
    }
    if (order.status === 'open' && order.expiresAt.getTime() <= this.now()) {
      const closed = await this.closeUnpaid(order);
      return { order: closed ? { ...order, status: 'closed' } : order, paying: false };
    }
    return { order, paying: query.state === 'paying' };
  }

  /** Checks every open order older than 10 s with its provider: settles, or closes expired ones. */
  async sweep(): Promise<void> {
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
    if (Object.keys(this.providers).length === 0 || this.sweeper) return;
    this.sweeper = setInterval(() => {
      this.sweepOnceInCluster(intervalMs).catch((err: unknown) =>
        this.log.error({ err }, 'order sweep'),
      );
    }, intervalMs);
    this.sweeper.unref();
  }

  /**
   * The timer's sweep: with several nodes sharing the key-value store (Redis), one node per
   * interval asks the providers, so each open order costs one query a minute, not one per node.
   */
  private async sweepOnceInCluster(intervalMs: number): Promise<void> {
    const ttl = Math.max(1, Math.floor((intervalMs * 0.9) / 1000));
    if (!(await this.kv.setIfAbsent(SWEEP_LOCK_KEY, '1', ttl))) return;
    await this.sweep();
  }

  stopSweeping(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /**
   * Closes the open orders a paid one leaves nothing to buy with. Paid content is bought once:
   * the buyer's other open orders for it (another method, another tab). A coupon or a promo
   * code's last use it spent: the other orders holding them. Closed at their provider, their QR
   * codes can no longer be paid; one paid meanwhile is settled (by its notification, the status
   * poll or the sweep) and flagged for a refund.
   */
  private async closeOthers(paid: OrderRow, content: boolean): Promise<void> {
    const others = [
      ...(content ? await this.orders.othersOpen(paid) : []),
      ...(paid.couponId || paid.promoCode
        ? await this.orders.spentHolders(paid, new Date(this.now()))
        : []),
    ];
    for (const other of others) await this.closeUnpaid(other);
  }

  /**
   * Closes an unpaid order at its provider (its QR stops taking money), then here; false when it
   * could not be closed (the provider failed or refused, or it was paid meanwhile).
   */
  async closeUnpaid(order: OrderRow): Promise<boolean> {
    try {
      await this.providers[order.payment as Payment]?.close(order.orderNumber);
    } catch (err) {
      this.log.warn({ err, order: order.orderNumber }, 'closing an order at its provider');
      return false;
    }
    const closed = await this.orders.close(order.orderNumber);
    await this.statusCache.forget(order.orderNumber);
    return closed;
  }

  /** Settles a reported payment if it matches the order exactly. */
  private async settle(
    paid: ReportedPayment,
    via: 'notification' | 'query',
    payment: Payment,
  ): Promise<'settled' | 'already' | 'refused'> {
    const order = await this.orders.find(paid.orderNumber);
    if (!order) {
      this.log.warn({ order: paid.orderNumber, via }, 'payment for an unknown order');
      return 'refused';
    }
    const mismatch =
      order.payment !== payment
        ? `paid with ${payment}, order for ${order.payment}`
        : paid.amount !== order.amount || paid.currency !== order.currency
          ? `paid ${paid.amount} ${paid.currency}, order ${order.amount} ${order.currency}`
          : null;
    if (mismatch) {
      const reason = `${via}: ${mismatch}`;
      this.log.warn({ order: order.orderNumber, reason }, 'payment does not match the order');
      await this.orders.flag(order.orderNumber, reason);
      // Flagged, it is never reused: closed at its provider (a trade paid there refuses) and here
      // in any case, so the buyer's next charge opens another order.
      if (order.status === 'open' && !(await this.closeUnpaid(order))) {
        await this.orders.close(order.orderNumber);
      }
      return 'refused';
    }
    const product = await this.products.find(order.productId);
    const days = product ? product.durationDays : null;
    // A pack adds its points; paid content (a template bought once) grants no membership: 0
    // points leaves the membership end as it is, and the ledger row records the purchase.
    const packPoints =
      product?.kind === 'ai_times'
        ? (product.aiPoints ?? 0)
        : product?.kind === 'content'
          ? 0
          : null;
    const teamSeats = product?.kind === 'team' ? (product.teamSeats ?? null) : null;
    const now = new Date(this.now());
    const settled = await this.orders.settle(
      order.orderNumber,
      paid.transactionId,
      now,
      (current) => endAfter(Math.floor(now.getTime() / 1000), current, days),
      { packPoints, teamSeats, once: product?.kind === 'content' },
    );
    if (settled.kind !== 'settled') return 'already';
    await this.statusCache.forget(order.orderNumber);
    this.log.info(
      { order: order.orderNumber, user: order.userId, endAt: settled.endAt, via },
      'order paid',
    );
    for (const userId of settled.changedUsers) await this.userChanged(userId);
    if (settled.duplicateOf) {
      this.log.error(
        { order: order.orderNumber, duplicateOf: settled.duplicateOf, user: order.userId },
        'paid content paid twice: the order is flagged for a refund',
      );
    }
    if (settled.reductionSpent) {
      this.log.error(
        { order: order.orderNumber, reason: settled.reductionSpent, user: order.userId },
        'paid with a reduction spent already: the order granted nothing, flagged for a refund',
      );
    } else {
      await this.closeOthers(order, product?.kind === 'content');
    }
    try {
      this.onPaid?.({
        userId: order.userId,
        orderNumber: order.orderNumber,
        productId: order.productId,
        amount: order.amount,
        currency: order.currency,
        payment: order.payment,
      });
    } catch (err) {
      this.log.warn({ err, order: order.orderNumber }, 'payment event');
    }
    return 'settled';
  }
}
