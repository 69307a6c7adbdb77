import type { OperatorSlot } from '@slidecraft/contract';
import type { Db } from '../../db/client.js';
import {
  AdEventRepo,
  OperatorContentRepo,
  type AdDayCounts,
  type ContentRow,
} from './content-repo.js';

export { isLive, type AdDayCounts, type ContentRow } from './content-repo.js';

/** What an operator does with the ad and activity slots (`npm run admin -- content`). */
export class OperatorContent {
  private readonly slots: OperatorContentRepo;
  private readonly adEvents: AdEventRepo;

  constructor(db: Db) {
    this.slots = new OperatorContentRepo(db);
    this.adEvents = new AdEventRepo(db);
  }

  get(slot: OperatorSlot): Promise<ContentRow | undefined> {
    return this.slots.get(slot);
  }

  /** Every slot set, by slot. */
  list(): Promise<ContentRow[]> {
    return this.slots.list();
  }

  /** Sets (or replaces) a slot's document and window. */
  set(
    slot: OperatorSlot,
    document: unknown,
    startsAt: Date | null,
    endsAt: Date | null,
  ): Promise<void> {
    return this.slots.set(slot, document, startsAt, endsAt);
  }

  /** Empties a slot; false when it was not set. */
  clear(slot: OperatorSlot): Promise<boolean> {
    return this.slots.clear(slot);
  }

  /** Ad views and clicks per day and ad from `sinceDay` (inclusive), newest day first. */
  adCountsSince(sinceDay: string): Promise<AdDayCounts[]> {
    return this.adEvents.since(sinceDay);
  }
}
