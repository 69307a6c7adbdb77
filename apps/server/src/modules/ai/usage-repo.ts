import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiUsage } from './tables.js';
import { addPackPoints, spendPackPoints } from '../user/membership.js';

export type AiUsageKind = 'outline' | 'fill' | 'import' | 'chat' | 'suggest' | 'edit';

export interface AiUsageEntry {
  userId: string;
  kind: AiUsageKind;
  /** The model name, or 'offline'. */
  model: string;
  promptTokens?: number;
  completionTokens?: number;
  /** AI points charged (0 for helpers; negative for a refund). */
  points?: number;
  /** Charged to (or refunded into) the user's bought AI packs, not the tier's allowance. */
  fromPack?: boolean;
  /** When it happened (the row's created_at); the insert's time when not given. */
  at?: Date;
}

/** The AI usage ledger: token usage per user and the AI points behind the limits. */
export class AiUsageRepo {
  constructor(private readonly db: Db) {}

  async record(entry: AiUsageEntry): Promise<void> {
    await this.recordMany([entry]);
  }

  /** Several rows in one insert (UsageLedger's group commit). */
  async recordMany(entries: readonly AiUsageEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.insert(aiUsage).values(
      entries.map((entry) => ({
        userId: entry.userId,
        kind: entry.kind,
        model: entry.model,
        promptTokens: entry.promptTokens ?? 0,
        completionTokens: entry.completionTokens ?? 0,
        points: entry.points ?? 0,
        fromPack: entry.fromPack ?? false,
        ...(entry.at ? { createdAt: entry.at } : {}),
      })),
    );
  }

  /**
   * Charges `entry` to the user's bought AI packs (once the tier's allowance is spent): the
   * packs go down and the ledger row goes in together, only while the packs hold enough; an
   * atomic conditional update, so concurrent charges never spend more than is there.
   */
  async chargePack(entry: AiUsageEntry & { points: number }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await spendPackPoints(tx, entry.userId, entry.points))) return false;
      await new AiUsageRepo(tx).record({ ...entry, fromPack: true });
      return true;
    });
  }

  /**
   * Gives points back: into the packs when the user's last charge of this kind was paid by a
   * pack (the failed call was that one), else to the tier's allowance (a negative row).
   */
  async refund(entry: AiUsageEntry & { points: number }): Promise<{ fromPack: boolean }> {
    return this.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ fromPack: aiUsage.fromPack })
        .from(aiUsage)
        .where(
          and(
            eq(aiUsage.userId, entry.userId),
            eq(aiUsage.kind, entry.kind),
            sql`${aiUsage.points} > 0`,
          ),
        )
        .orderBy(desc(aiUsage.createdAt))
        .limit(1);
      const fromPack = last?.fromPack ?? false;
      if (fromPack) await addPackPoints(tx, entry.userId, entry.points);
      await new AiUsageRepo(tx).record({ ...entry, points: -entry.points, fromPack });
      return { fromPack };
    });
  }

  /** Points a user has been charged, all time or since `since`. */
  async pointsUsed(userId: string, since?: Date): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${aiUsage.points}), 0)` })
      .from(aiUsage)
      .where(
        and(
          eq(aiUsage.userId, userId),
          eq(aiUsage.fromPack, false),
          since ? gte(aiUsage.createdAt, since) : undefined,
        ),
      );
    // Refunds are negative rows; one landing after the day's start for a charge before it
    // must not make the day's count negative.
    return Math.max(0, Number(row?.total ?? 0));
  }

  /** Tokens a user has used (prompt + completion), all time. */
  async tokensUsed(userId: string): Promise<{ promptTokens: number; completionTokens: number }> {
    const [row] = await this.db
      .select({
        prompt: sql<string>`coalesce(sum(${aiUsage.promptTokens}), 0)`,
        completion: sql<string>`coalesce(sum(${aiUsage.completionTokens}), 0)`,
      })
      .from(aiUsage)
      .where(eq(aiUsage.userId, userId));
    return {
      promptTokens: Number(row?.prompt ?? 0),
      completionTokens: Number(row?.completion ?? 0),
    };
  }
}
