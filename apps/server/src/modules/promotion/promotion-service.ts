import { randomBytes } from 'node:crypto';
import { PROMO_CODE, REDEEM_ALPHABET, type Coupon, type PromoList } from '@slidecraft/contract';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couponCampaigns, promoCodes, userCoupons } from './tables.js';
import { effectiveMemberUntil, lockUser, membershipOf } from '../user/membership.js';
import type { Reduction, ReductionOrders } from './reductions.js';

/** The one campaign of retention coupons. */
export const RETENTION = 'retention';
/** The least an order may cost after its reductions, in fen (0.01 yuan). */
export const MIN_AMOUNT = 1;

type CouponRow = typeof userCoupons.$inferSelect;
type PromoRow = typeof promoCodes.$inferSelect;

/** A plan's price for one buyer: the amount to pay and what reduced it. */
export interface Price {
  amount: number;
  listAmount: number;
  coupon: CouponRow | null;
  /** How much the coupon took off, in fen. */
  couponReduce: number;
  promo: PromoRow | null;
  promoReduce: number;
}

const yuan = (fen: number) => fen / 100;
const applies = (productIds: readonly string[], productId: string) =>
  productIds.length === 0 || productIds.includes(productId);

function couponCode(): string {
  let code = '';
  for (const byte of randomBytes(8)) code += REDEEM_ALPHABET[byte & 31];
  return code;
}

/** The plan's price less the coupon, then the promo code (on what the coupon left). */
function reduce(listAmount: number, coupon: CouponRow | null, promo: PromoRow | null): Price {
  let amount = listAmount;
  const couponReduce = coupon ? Math.min(coupon.reduceFen, amount - MIN_AMOUNT) : 0;
  amount -= couponReduce;
  let promoReduce = 0;
  if (promo) {
    const off =
      promo.percentOff > 0 ? Math.floor((amount * promo.percentOff) / 100) : promo.reduceFen;
    promoReduce = Math.max(0, Math.min(off, amount - MIN_AMOUNT));
    amount -= promoReduce;
  }
  return { amount, listAmount, coupon, couponReduce, promo, promoReduce };
}

/**
 * Retention coupons and promo codes, and the price of a plan for a buyer with them: a charge
 * takes the buyer's live coupon (when it supports the plan) and a valid promo code off the
 * catalogue price, never below 0.01 yuan. An open order holds the reductions it was priced with
 * (reductions.ts): a coupon is spent, and a promo use counted, when that order is paid.
 */
export class PromotionService {
  constructor(
    private readonly db: Db,
    /** Read on every call (tests move the clock). */
    private readonly now: () => number = () => Date.now(),
  ) {}

  private toCoupon(row: CouponRow): Coupon {
    return {
      code: row.code,
      title: row.title,
      description: row.description,
      remaining_seconds: Math.max(0, Math.ceil((row.expiresAt.getTime() - this.now()) / 1000)),
      reduce_amount_cny: yuan(row.reduceFen),
      support_products: row.productIds,
    };
  }

  private async liveCoupon(userId: string, db: Db = this.db): Promise<CouponRow | null> {
    const [row] = await db
      .select()
      .from(userCoupons)
      .where(
        and(
          eq(userCoupons.userId, userId),
          isNull(userCoupons.usedAt),
          gt(userCoupons.expiresAt, new Date(this.now())),
        ),
      )
      .orderBy(desc(userCoupons.createdAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * Whether to offer the retention coupon: the campaign is on, the user is no member and holds
   * no live coupon, and was offered none within the campaign's cooldown.
   */
  async shouldShow(userId: string, db: Db = this.db): Promise<boolean> {
    const [campaign] = await db
      .select()
      .from(couponCampaigns)
      .where(and(eq(couponCampaigns.id, RETENTION), eq(couponCampaigns.active, true)));
    if (!campaign) return false;
    const user = await membershipOf(db, userId);
    if (!user || effectiveMemberUntil(user) * 1000 > this.now()) return false;
    const since = new Date(this.now() - campaign.cooldownDays * 86_400_000);
    const [recent] = await db
      .select({ n: count() })
      .from(userCoupons)
      .where(
        and(
          eq(userCoupons.userId, userId),
          eq(userCoupons.campaignId, RETENTION),
          gt(userCoupons.createdAt, since),
        ),
      );
    return (recent?.n ?? 0) === 0;
  }

  /**
   * Issues the retention coupon when it should show (one at a time: the user's row is locked),
   * and answers the user's live coupon (null: none to give).
   */
  async issue(userId: string): Promise<Coupon | null> {
    const issued = await this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const live = await this.liveCoupon(userId, tx);
      if (live) return live;
      if (!(await this.shouldShow(userId, tx))) return null;
      const [campaign] = await tx
        .select()
        .from(couponCampaigns)
        .where(eq(couponCampaigns.id, RETENTION));
      const [row] = await tx
        .insert(userCoupons)
        .values({
          userId,
          campaignId: RETENTION,
          code: couponCode(),
          title: campaign!.title,
          description: campaign!.description,
          reduceFen: campaign!.reduceFen,
          productIds: campaign!.productIds,
          expiresAt: new Date(this.now() + campaign!.validMinutes * 60_000),
        })
        .returning();
      return row!;
    });
    return issued && this.toCoupon(issued);
  }

  async myCoupon(userId: string): Promise<Coupon | null> {
    const live = await this.liveCoupon(userId);
    return live && this.toCoupon(live);
  }

  /** A promo code that can reduce this plan now (a typed code in any case), or null. */
  private async validPromo(
    typed: string | undefined,
    productId: string,
    orders: ReductionOrders,
  ): Promise<PromoRow | null> {
    const code = typed?.trim().toUpperCase();
    if (!code || !PROMO_CODE.test(code)) return null;
    const [promo] = await this.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    if (!promo || promo.disabledAt) return null;
    if (promo.expiresAt && promo.expiresAt.getTime() <= this.now()) return null;
    if (!applies(promo.productIds, productId)) return null;
    if (promo.maxUses !== null && (await orders.paidUses(code)) >= promo.maxUses) return null;
    return promo;
  }

  /**
   * The plan's price for this buyer now: the catalogue price less coupon and promo code (a
   * promo code's paid uses counted in the orders pay hands over).
   */
  async price(
    userId: string,
    product: { id: string; pricePay: number },
    promoCode: string | undefined,
    orders: ReductionOrders,
  ): Promise<Price> {
    const listAmount = product.pricePay;
    const live = await this.liveCoupon(userId);
    const coupon = live && applies(live.productIds, product.id) ? live : null;
    const promo = await this.validPromo(promoCode, product.id, orders);
    return reduce(listAmount, coupon, promo);
  }

  /** The price without reductions that other open orders hold (the order opener's fallback). */
  without(price: Price, held: readonly Reduction[]): Price {
    return reduce(
      price.listAmount,
      held.includes('coupon') ? null : price.coupon,
      held.includes('promo') ? null : price.promo,
    );
  }

  /** The charge result's coupon line. */
  couponLine(price: Price): { remaining_seconds: number; reduce_amount_cny: number } | null {
    if (!price.coupon || price.couponReduce === 0) return null;
    const coupon = this.toCoupon(price.coupon);
    return {
      remaining_seconds: coupon.remaining_seconds,
      reduce_amount_cny: yuan(price.couponReduce),
    };
  }

  /** GET /api/v8/embed/promo/list: the listed promo codes that can be used now. */
  async promoList(): Promise<PromoList> {
    const rows = await this.db
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.listed, true), isNull(promoCodes.disabledAt)))
      .orderBy(desc(promoCodes.createdAt));
    const now = this.now();
    return {
      items: rows
        .filter((row) => !row.expiresAt || row.expiresAt.getTime() > now)
        .map((row) => ({
          code: row.code,
          title: row.title,
          reduce_amount_cny: yuan(row.reduceFen),
          percent_off: row.percentOff,
          support_products: row.productIds,
          remaining_seconds: row.expiresAt
            ? Math.ceil((row.expiresAt.getTime() - now) / 1000)
            : null,
        })),
    };
  }

  /** Moves the expiry of the user's unused coupons (the dev route for tests); how many moved. */
  async expireUnusedCoupons(userId: string, expiresAt: Date): Promise<number> {
    const rows = await this.db
      .update(userCoupons)
      .set({ expiresAt })
      .where(and(eq(userCoupons.userId, userId), isNull(userCoupons.usedAt)))
      .returning({ id: userCoupons.id });
    return rows.length;
  }
}
