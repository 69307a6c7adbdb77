import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { RETENTION } from './promotion-service.js';
import { couponCampaigns, promoCodes } from './tables.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;
export type CouponCampaignRow = typeof couponCampaigns.$inferSelect;
/** The retention campaign's terms as the operator sets them. */
export type CampaignTerms = Omit<typeof couponCampaigns.$inferInsert, 'id'>;

/**
 * What an operator does with promo codes and the retention coupon (`npm run admin -- promos`,
 * `coupons`; a slot document's promo code is checked here too).
 */
export class PromotionAdmin {
  constructor(private readonly db: Db) {}

  /** Every promo code, the newest first. */
  listPromos(): Promise<PromoCodeRow[]> {
    return this.db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt));
  }

  /** The promo code `code` (as stored: capitals), if any. */
  async findPromo(code: string): Promise<PromoCodeRow | undefined> {
    const [promo] = await this.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, code))
      .limit(1);
    return promo;
  }

  /** False when the code exists already (nothing is changed then). */
  async createPromo(promo: NewPromoCode): Promise<boolean> {
    const inserted = await this.db
      .insert(promoCodes)
      .values(promo)
      .onConflictDoNothing()
      .returning({ code: promoCodes.code });
    return inserted.length > 0;
  }

  /** Withdraws the promo code; the code as stored, or null when there is none. */
  async disablePromo(code: string, now: Date): Promise<string | null> {
    const rows = await this.db
      .update(promoCodes)
      .set({ disabledAt: now })
      .where(eq(promoCodes.code, code))
      .returning({ code: promoCodes.code });
    return rows[0]?.code ?? null;
  }

  /** The retention campaign, if set. */
  async retention(): Promise<CouponCampaignRow | undefined> {
    const [row] = await this.db
      .select()
      .from(couponCampaigns)
      .where(eq(couponCampaigns.id, RETENTION));
    return row;
  }

  /** How many retention coupons were issued and used (as the database counts them). */
  async retentionStats(): Promise<{ issued: string; used: string }> {
    const stats = (await this.db.execute(
      `select count(*) as issued, count(used_at) as used from user_coupons where campaign_id = '${RETENTION}'`,
    )) as unknown as { rows: { issued: string; used: string }[] };
    return stats.rows[0]!;
  }

  /** Turns the retention campaign on or off; false when it was never set. */
  async setRetentionActive(active: boolean, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(couponCampaigns)
      .set({ active, updatedAt: now })
      .where(eq(couponCampaigns.id, RETENTION))
      .returning({ id: couponCampaigns.id });
    return rows.length > 0;
  }

  /** Sets the retention campaign's terms (made when there is none). */
  async setRetention(terms: CampaignTerms): Promise<void> {
    await this.db
      .insert(couponCampaigns)
      .values({ id: RETENTION, ...terms })
      .onConflictDoUpdate({ target: couponCampaigns.id, set: terms });
  }
}
