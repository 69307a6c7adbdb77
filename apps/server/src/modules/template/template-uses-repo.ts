import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { templateUses } from './tables.js';
import { lockUser } from '../user/membership.js';

export type TemplateUseKind = 'download' | 'use';

/** The Beijing day of a moment, YYYY-MM-DD (quotas turn over at midnight Beijing time). */
export function beijingDay(nowMs = Date.now()): string {
  return new Date(nowMs + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Downloads and uses of templates: a day's quota per user, and each template's popularity. */
export class TemplateUsesRepo {
  constructor(private readonly db: Db) {}

  /** Templates the user downloaded on `day`. */
  async downloadsOn(userId: string, day: string): Promise<string[]> {
    const rows = await this.db
      .select({ templateId: templateUses.templateId })
      .from(templateUses)
      .where(
        and(
          eq(templateUses.userId, userId),
          eq(templateUses.day, day),
          eq(templateUses.kind, 'download'),
        ),
      );
    return rows.map((row) => row.templateId);
  }

  /**
   * Records a download of `day` when the template was already downloaded that day (free) or
   * the day's downloads stay within `limit` (null: no limit). The user's row is locked for the
   * check and the insert, so parallel downloads never pass the limit together. Returns whether
   * it was recorded and the day's downloads afterwards.
   */
  async chargeDownload(
    userId: string,
    templateId: string,
    day: string,
    limit: number | null,
  ): Promise<{ charged: boolean; used: number }> {
    return this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const repo = new TemplateUsesRepo(tx);
      const done = await repo.downloadsOn(userId, day);
      if (done.includes(templateId)) return { charged: true, used: done.length };
      if (limit !== null && done.length >= limit) return { charged: false, used: done.length };
      await tx.insert(templateUses).values({ userId, templateId, kind: 'download', day });
      return { charged: true, used: done.length + 1 };
    });
  }

  /** Records that the user started a deck from the template (once a day counts). */
  async recordUse(userId: string, templateId: string, day: string): Promise<void> {
    await this.db
      .insert(templateUses)
      .values({ userId, templateId, kind: 'use', day })
      .onConflictDoNothing();
  }

  /** Downloads and uses of every template, all days. */
  async popularity(): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ templateId: templateUses.templateId, total: count() })
      .from(templateUses)
      .groupBy(templateUses.templateId);
    return new Map(rows.map((row) => [row.templateId, Number(row.total)]));
  }

  /** The templates the users downloaded or used, most used first (at most `max`). */
  async mostUsedBy(userIds: readonly string[], max: number): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .select({ templateId: templateUses.templateId, uses: count() })
      .from(templateUses)
      .where(inArray(templateUses.userId, [...userIds]))
      .groupBy(templateUses.templateId)
      .orderBy(desc(count()), templateUses.templateId)
      .limit(max);
    return rows.map((row) => row.templateId);
  }
}
