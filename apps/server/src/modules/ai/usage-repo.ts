import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiUsage, users } from '../../db/schema.js';

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
}

/** The AI usage ledger: token usage per user and the AI points behind the limits. */
export class AiUsageRepo {
  constructor(private readonly db: Db) {}

  async record(entry: AiUsageEntry): Promise<void> {
    await this.db.insert(aiUsage).values({
      userId: entry.userId,
      kind: entry.kind,
      model: entry.model,
      promptTokens: entry.promptTokens ?? 0,
      completionTokens: entry.completionTokens ?? 0,
      points: entry.points ?? 0,
    });
  }

  /**
   * Records `entry` only when the user's points since `since` plus its points stay within
   * `limit`. The user's row is locked for the check and the insert, so concurrent charges of one
   * user never pass the limit together. Returns the points used afterwards (or still).
   */
  async chargeWithin(
    entry: AiUsageEntry & { points: number },
    cap: { limit: number; since?: Date },
  ): Promise<{ charged: boolean; used: number }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${entry.userId} for update`);
      const repo = new AiUsageRepo(tx);
      const used = await repo.pointsUsed(entry.userId, cap.since);
      if (used + entry.points > cap.limit) return { charged: false, used };
      await repo.record(entry);
      return { charged: true, used: used + entry.points };
    });
  }

  /** Points a user has been charged, all time or since `since`. */
  async pointsUsed(userId: string, since?: Date): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${aiUsage.points}), 0)` })
      .from(aiUsage)
      .where(
        since
          ? and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, since))
          : eq(aiUsage.userId, userId),
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
