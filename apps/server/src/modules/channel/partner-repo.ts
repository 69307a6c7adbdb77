import { and, asc, eq, sql } from 'drizzle-orm';
import type { PartnerQuotaKind } from '@slidecraft/contract';
import type { Db } from '../../db/client.js';
import { channelUsers, partnerUsage, partners } from './tables.js';
import { createNamedUser } from '../user/accounts.js';

export type PartnerRow = typeof partners.$inferSelect;

export interface NewPartner {
  id: string;
  name: string;
  secretSalt: string;
  secretHash: string;
  allowedOrigins: string[];
  quotaKind: PartnerQuotaKind;
  quotaLimit: number;
}

export type PartnerChanges = Partial<
  Pick<
    PartnerRow,
    'name' | 'secretSalt' | 'secretHash' | 'allowedOrigins' | 'quotaKind' | 'quotaLimit' | 'status'
  >
>;

/** The partners, their users' mapping to local users, and their quota use. */
export class PartnerRepo {
  constructor(private readonly db: Db) {}

  async find(id: string): Promise<PartnerRow | undefined> {
    const [row] = await this.db.select().from(partners).where(eq(partners.id, id)).limit(1);
    return row;
  }

  async list(): Promise<PartnerRow[]> {
    return this.db.select().from(partners).orderBy(asc(partners.id));
  }

  /** False when a partner with that id exists. */
  async insert(partner: NewPartner): Promise<boolean> {
    const rows = await this.db
      .insert(partners)
      .values(partner)
      .onConflictDoNothing()
      .returning({ id: partners.id });
    return rows.length > 0;
  }

  /** False when there is no such partner. */
  async update(id: string, changes: PartnerChanges): Promise<boolean> {
    const rows = await this.db
      .update(partners)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(partners.id, id))
      .returning({ id: partners.id });
    return rows.length > 0;
  }

  /** The local users made for a partner's users. */
  async userIds(partnerId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: channelUsers.userId })
      .from(channelUsers)
      .where(eq(channelUsers.partnerId, partnerId));
    return rows.map((row) => row.userId);
  }

  async countUsers(partnerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(channelUsers)
      .where(eq(channelUsers.partnerId, partnerId));
    return row?.n ?? 0;
  }

  /** The partner a local user was made for, or undefined for everyone else. */
  async partnerOfUser(userId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ partnerId: channelUsers.partnerId })
      .from(channelUsers)
      .where(eq(channelUsers.userId, userId))
      .limit(1);
    return row?.partnerId;
  }

  /**
   * The local user of a partner's user, made on first use (a user row with only a name: no
   * phone, password or WeChat, so it can never sign in on the site itself). Two first uses at
   * once: one transaction wins, the other rolls back its user row and reads the winner's.
   */
  async userFor(
    partnerId: string,
    externalId: string,
    name: string,
  ): Promise<{ userId: string; created: boolean }> {
    const existing = await this.mapped(partnerId, externalId);
    if (existing) return { userId: existing, created: false };
    try {
      return await this.db.transaction(async (tx) => {
        const userId = await createNamedUser(tx, name);
        await tx.insert(channelUsers).values({ partnerId, externalId, userId });
        return { userId, created: true };
      });
    } catch (error) {
      const winner = await this.mapped(partnerId, externalId);
      if (winner) return { userId: winner, created: false };
      throw error;
    }
  }

  private async mapped(partnerId: string, externalId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: channelUsers.userId })
      .from(channelUsers)
      .where(and(eq(channelUsers.partnerId, partnerId), eq(channelUsers.externalId, externalId)))
      .limit(1);
    return row?.userId;
  }

  /**
   * Counts one use in the period when the partner has room: one statement, so parallel calls
   * never pass the limit together. False when the quota is used up.
   */
  async chargeWithin(partnerId: string, period: string, limit: number): Promise<boolean> {
    if (limit < 1) return false;
    const rows = await this.db
      .insert(partnerUsage)
      .values({ partnerId, period, used: 1 })
      .onConflictDoUpdate({
        target: [partnerUsage.partnerId, partnerUsage.period],
        set: { used: sql`${partnerUsage.used} + 1` },
        setWhere: sql`${partnerUsage.used} < ${limit}`,
      })
      .returning({ used: partnerUsage.used });
    return rows.length > 0;
  }

  /** Gives one use back (the AI call failed on our side). */
  async refund(partnerId: string, period: string): Promise<void> {
    await this.db
      .update(partnerUsage)
      .set({ used: sql`greatest(${partnerUsage.used} - 1, 0)` })
      .where(and(eq(partnerUsage.partnerId, partnerId), eq(partnerUsage.period, period)));
  }

  async used(partnerId: string, period: string): Promise<number> {
    const [row] = await this.db
      .select({ used: partnerUsage.used })
      .from(partnerUsage)
      .where(and(eq(partnerUsage.partnerId, partnerId), eq(partnerUsage.period, period)))
      .limit(1);
    return row?.used ?? 0;
  }
}
