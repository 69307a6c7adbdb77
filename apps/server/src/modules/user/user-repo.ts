import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { setMembershipEnd } from './membership.js';
import { users } from './tables.js';
import type { UserProfile, UserRow } from './types.js';

/** The unique columns an account is found and registered by (besides the email). */
export type LoginKey = 'phone' | 'wechatOpenid' | 'huaweiSub';

/**
 * The users table. Every write announces the user as changed (`changed`), so that the session
 * cache of every node drops the row it holds.
 */
export class UserRepo {
  constructor(
    private readonly db: Db,
    private readonly changed: (userId: string) => Promise<void> = async () => undefined,
  ) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** The user of a phone (stored form), a WeChat openid or a Huawei account id. */
  async findBy(key: LoginKey, value: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users[key], value)).limit(1);
    return row;
  }

  /** Names and avatars of users, by id (the ids of no user are left out). */
  async profiles(ids: readonly string[]): Promise<Map<string, UserProfile>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, name: users.name, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.map(({ id, ...profile }) => [id, profile]));
  }

  /**
   * Inserts a user named `name`. With a login key (a phone, an openid, a Huawei id): for that
   * key, or the user holding it when another request registered it first (`created` false).
   * Without one, a user with only a name (a partner's user: it can never sign in here).
   */
  async insert(
    name: string,
    key?: { column: LoginKey; value: string },
  ): Promise<{ user: UserRow; created: boolean }> {
    if (!key) {
      const [row] = await this.db.insert(users).values({ name }).returning();
      return { user: row!, created: true };
    }
    const [row] = await this.db
      .insert(users)
      .values({ name, [key.column]: key.value })
      .onConflictDoNothing({ target: users[key.column] })
      .returning();
    if (row) return { user: row, created: true };
    const existing = await this.findBy(key.column, key.value);
    if (!existing) throw new Error(`user vanished after a ${key.column} conflict`);
    return { user: existing, created: false };
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .limit(1);
    return row;
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await this.changed(id);
  }

  /** Clears the phone only while it is still `phone` (a racing bind is not undone). */
  async clearPhone(id: string, phone: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ phone: null, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), eq(users.phone, phone)))
      .returning({ id: users.id });
    await this.changed(id);
    return rows.length > 0;
  }

  async clearOpenid(id: string): Promise<void> {
    await this.db
      .update(users)
      .set({ wechatOpenid: null, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await this.changed(id);
  }

  async updateProfile(id: string, fields: { name?: string; avatar?: string }): Promise<void> {
    await this.db
      .update(users)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await this.changed(id);
  }

  /**
   * Disables (with the operator's reason, or none), enables or deletes an account; the row after
   * the change, if any.
   */
  async setStatus(
    id: string,
    status: 'active' | 'forbidden' | 'deleted',
    reason: string | null = null,
  ): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({
        status,
        disabledReason: status === 'forbidden' ? reason : null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning();
    await this.changed(id);
    return row;
  }

  /** The end of the user's membership (Unix seconds; 0 for none). */
  async setMemberUntil(id: string, memberUntil: number): Promise<void> {
    await setMembershipEnd(this.db, id, memberUntil);
    await this.changed(id);
  }

  /** Sets the (verified, lower-cased) email; false when another account holds it. */
  async setEmail(id: string, email: string): Promise<boolean> {
    return this.setUnique(id, { email });
  }

  /** Links a WeChat openid; false when another account holds it. */
  async setOpenid(id: string, openid: string): Promise<boolean> {
    return this.setUnique(id, { wechatOpenid: openid });
  }

  /**
   * Records the campaign unless one is recorded already (atomically: the first wins); the
   * campaign the row keeps and whether it is this one, just recorded.
   */
  async setCampaignOnce(
    id: string,
    campaign: string,
  ): Promise<{ campaign: string; recorded: boolean }> {
    const [row] = await this.db
      .update(users)
      .set({ utmCampaign: campaign, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), isNull(users.utmCampaign)))
      .returning({ id: users.id });
    if (row) {
      await this.changed(id);
      return { campaign, recorded: true };
    }
    const kept = (await this.findById(id))?.utmCampaign;
    return { campaign: kept ?? campaign, recorded: false };
  }

  /** Sets the phone; false when another account holds it (unique constraint). */
  async setPhone(id: string, phone: string): Promise<boolean> {
    return this.setUnique(id, { phone });
  }

  private async setUnique(
    id: string,
    fields: { email: string } | { wechatOpenid: string } | { phone: string },
  ): Promise<boolean> {
    try {
      await this.db
        .update(users)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(users.id, id));
      await this.changed(id);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** The phone of each of the users (null: none bound); unknown ids are left out. */
  async phonesOf(ids: readonly string[]): Promise<Map<string, string | null>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.phone]));
  }
}

/** PostgreSQL's unique_violation (23505), directly or as the cause of a drizzle error. */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}
