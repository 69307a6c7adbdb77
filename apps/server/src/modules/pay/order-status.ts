import { AppError, ErrorCode, type OrderStatus, type Payment } from '@slidecraft/contract';
import type { OrderRepo, OrderRow } from './order-repo.js';
import { QUERY_AFTER_MS, type Settlement } from './settlement.js';
import type { StatusCache } from './status-cache.js';

/** The user's own order; 5200 for none, or another's. */
export async function ownOrder(
  orders: OrderRepo,
  userId: string,
  orderNumber: string,
): Promise<OrderRow> {
  const order = await orders.find(orderNumber);
  if (!order || order.userId !== userId) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return order;
}

/** Whether an order's time to be paid is over (`now` in ms). */
export function isExpired(order: OrderRow, now: number): boolean {
  return order.expiresAt.getTime() <= now;
}

/**
 * The status poll of an order (PayService.status), its answers kept a moment (StatusCache) and
 * the polls that arrive together sharing one fresh read.
 */
export class OrderStatusPoll {
  private readonly inflight = new Map<string, Promise<OrderStatus | 'expired'>>();

  constructor(
    private readonly orders: OrderRepo,
    private readonly settlement: Settlement,
    private readonly statusCache: StatusCache,
    private readonly now: () => number,
  ) {}

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
    let order = await ownOrder(this.orders, userId, orderNumber);
    let paying = false;
    if (order.status !== 'paid' && this.now() - order.createdAt.getTime() >= QUERY_AFTER_MS) {
      const checked = await this.settlement.reconcile(order);
      order = checked.order;
      paying = checked.paying;
    }
    if (order.status !== 'paid' && (order.status === 'closed' || isExpired(order, this.now()))) {
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
}
