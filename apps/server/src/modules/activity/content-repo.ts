import { AD_EVENTS, type AdEvent, type OperatorSlot } from '@slidecraft/contract';
import { asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adEvents, operatorContent } from './tables.js';

export type ContentRow = typeof operatorContent.$inferSelect;

/** Whether a slot's window holds `now` (a null side is open). */
export function isLive(row: Pick<ContentRow, 'startsAt' | 'endsAt'>, now: number): boolean {
  return (
    (row.startsAt === null || row.startsAt.getTime() <= now) &&
    (row.endsAt === null || row.endsAt.getTime() > now)
  );
}

/** The operator's slot documents (checked before they get here: see slot-documents.ts). */
export class OperatorContentRepo {
  constructor(private readonly db: Db) {}

  async get(slot: OperatorSlot): Promise<ContentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(operatorContent)
      .where(eq(operatorContent.slot, slot))
      .limit(1);
    return row;
  }

  async list(): Promise<ContentRow[]> {
    return this.db.select().from(operatorContent).orderBy(asc(operatorContent.slot));
  }

  /** Sets (or replaces) a slot's document and window. */
  async set(
    slot: OperatorSlot,
    document: unknown,
    startsAt: Date | null,
    endsAt: Date | null,
  ): Promise<void> {
    const fields = { document, startsAt, endsAt, updatedAt: new Date() };
    await this.db
      .insert(operatorContent)
      .values({ slot, ...fields })
      .onConflictDoUpdate({ target: operatorContent.slot, set: fields });
  }

  /** Empties a slot; false when it was not set. */
  async clear(slot: OperatorSlot): Promise<boolean> {
    const done = await this.db
      .delete(operatorContent)
      .where(eq(operatorContent.slot, slot))
      .returning({ slot: operatorContent.slot });
    return done.length > 0;
  }
}

/** One ad's counts on one day. */
export interface AdDayCounts {
  day: string;
  adId: string;
  view: number;
  click: number;
}

/** Ad views and clicks, counted per ad and day. */
export class AdEventRepo {
  constructor(private readonly db: Db) {}

  async count(adId: string, event: AdEvent, day: string): Promise<void> {
    await this.db
      .insert(adEvents)
      .values({ adId, event, day, count: 1 })
      .onConflictDoUpdate({
        target: [adEvents.day, adEvents.adId, adEvents.event],
        set: { count: sql`${adEvents.count} + 1` },
      });
  }

  /** The counts from `sinceDay` (inclusive), newest day first, then by ad id. */
  async since(sinceDay: string): Promise<AdDayCounts[]> {
    const rows = await this.db
      .select()
      .from(adEvents)
      .where(gte(adEvents.day, sinceDay))
      .orderBy(desc(adEvents.day), asc(adEvents.adId));
    const byKey = new Map<string, AdDayCounts>();
    for (const row of rows) {
      const key = `${row.day}\t${row.adId}`;
      const counts = byKey.get(key) ?? { day: row.day, adId: row.adId, view: 0, click: 0 };
      if ((AD_EVENTS as readonly string[]).includes(row.event)) {
        counts[row.event as AdEvent] += row.count;
      }
      byKey.set(key, counts);
    }
    return [...byKey.values()];
  }
}
