import { randomInt } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  LIFETIME_END_AT,
  ORDER_TTL_SECONDS,
  type Payment,
} from '@slidecraft/contract';
import type { PayProvider, PayProviders } from '../../providers/pay/pay-provider.js';
import type { Price, PromotionService } from '../promotion/promotion-service.js';
import type { Reduction } from '../promotion/reductions.js';
import type { ProductRepo } from './catalogue.js';
import type { TeamAccess } from './grants.js';
import type { OrderRepo, OrderRow } from './order-repo.js';

/**
 * What a plan sells: the professional tier, AI points, a team's tier and seats, or one piece of
 * paid content (a template sold on its own, bought once).
 */
export type ProductKind = 'membership' | 'ai_times' | 'team' | 'content';

/** Where the request came from: the cashier links and the provider's client IP. */
export interface Caller {
  userId: string;
  origin: string;
  clientIp: string;
  /** Inside WeChat's browser: WeChat Pay goes through JSAPI there (H5 pay is refused). */
  inWechat?: boolean;
}

/** An open order, with what its answer tells besides it. */
export interface OpenedOrder {
  order: OrderRow & { productDays: number | null };
  price: Price | null;
  /** The membership end the order extends: the buyer's own, or the team's. */
  currentEnd: number;
}

export const seconds = (ms: number) => Math.floor(ms / 1000);

/** 26 characters: SC, the UTC+8 time to the second, 10 random digits (WeChat allows 6-32). */
export function newOrderNumber(now: Date): string {
  const t = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  const random = Array.from({ length: 10 }, () => randomInt(10)).join('');
  return `SC${t}${random}`;
}

/** The provider of a payment method on offer; 5201 for any other. */
export function providerOf(providers: PayProviders, payment: Payment): PayProvider {
  const provider = providers[payment];
  if (!provider) throw new AppError(ErrorCode.PAYMENT_NOT_SUPPORTED, `payment ${payment}`);
  return provider;
}

/**
 * Opening orders (PayService's charge, H5 order and cashier): the plan on sale of the kind
 * asked, who may buy it, the buyer's price (coupon and promo code applied) and the order
 * itself, reused while it can still be paid on the same terms.
 */
export class OrderOpener {
  constructor(
    private readonly products: ProductRepo,
    private readonly orders: OrderRepo,
    private readonly providers: PayProviders,
    /** The user's current membership end (unix seconds), for endAt and renewals. */
    private readonly memberUntil: (userId: string) => Promise<number>,
    private readonly now: () => number,
    /** Coupons and promo codes: every order's price comes from here. */
    private readonly promotions: PromotionService | null,
    /** Closes an unpaid order at its provider and here (Settlement); false when it could not. */
    private readonly closeOrder: (order: OrderRow) => Promise<boolean>,
    /** The teams team plans are bought for; none: team plans are not sold. */
    private readonly teams: TeamAccess | null,
  ) {}

  /**
   * An open order for the plan at this buyer's price (coupon and promo code applied), reused
   * while it has more than 10 minutes to live and the same price and reductions. A coupon is
   * held by one open order and a promo code's use by one order each, until paid or closed.
   */
  async open(
    caller: Caller,
    { productId, kind, teamId }: { productId: string; kind: ProductKind; teamId?: string },
    payment: Payment,
    channel: 'native' | 'h5' | 'jsapi',
    promoCode?: string,
  ): Promise<OpenedOrder> {
    providerOf(this.providers, payment);
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
    let price =
      this.promotions && kind !== 'content'
        ? await this.promotions.price(caller.userId, product, promoCode, this.orders.reductions)
        : null;
    const validAfter = new Date(this.now() + 10 * 60_000);
    // A reduction another open order holds: the buyer's own holder is closed at its provider
    // once (this order takes it over); held still, or by others, this order goes without it.
    for (let round = 0; ; round++) {
      const now = new Date(this.now());
      const opened = await this.orders.open(
        {
          orderNumber: newOrderNumber(now),
          userId: caller.userId,
          productId: product.id,
          productTitle: product.title,
          amount: price?.amount ?? product.pricePay,
          listAmount: product.pricePay,
          couponId: price?.coupon && price.couponReduce > 0 ? price.coupon.id : null,
          promoCode: price?.promo && price.promoReduce > 0 ? price.promo.code : null,
          isUnion: product.isUnionProduct,
          teamId: kind === 'team' ? teamId! : null,
          currency: product.currency,
          payment,
          channel,
          isRenewal: kind !== 'content' && currentEnd > seconds(this.now()),
          createdAt: now,
          expiresAt: new Date(now.getTime() + ORDER_TTL_SECONDS * 1000),
        },
        validAfter,
        now,
      );
      if (opened.order) {
        return { order: { ...opened.order, productDays: product.durationDays }, price, currentEnd };
      }
      const stillHeld: Reduction[] = [];
      // One of the buyer's orders may hold both the coupon and the promo use: closed once.
      const closed = new Set<string>();
      for (const { reduction, ownHolders } of opened.held) {
        if (round > 0 || !(await this.closeAll(ownHolders, closed))) stillHeld.push(reduction);
      }
      if (price && stillHeld.length > 0) price = this.promotions!.without(price, stillHeld);
    }
  }

  /**
   * Closes the orders at their provider and here (those in `closed` were, in this request);
   * false when one could not be (paid, say).
   */
  private async closeAll(holders: OrderRow[], closed: Set<string>): Promise<boolean> {
    if (holders.length === 0) return false;
    for (const holder of holders) {
      if (closed.has(holder.orderNumber)) continue;
      if (!(await this.closeOrder(holder))) return false;
      closed.add(holder.orderNumber);
    }
    return true;
  }
}
