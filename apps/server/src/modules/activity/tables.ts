import { sql } from 'drizzle-orm';
import { bigint, check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.js';

/**
 * Operator-managed slots of the ads and activity calls (`npm run admin -- content set`): one
 * JSON document per slot key (checked by the contract's OPERATOR_SLOT_SCHEMAS when written),
 * answered while now is within [startsAt, endsAt) (null: open on that side).
 */
export const operatorContent = pgTable('operator_content', {
  slot: text('slot').primaryKey(),
  document: jsonb('document').$type<unknown>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** Ad tracking: views and clicks of an ad per day (China time, `YYYY-MM-DD`). */
export const adEvents = pgTable(
  'ad_events',
  {
    adId: text('ad_id').notNull(),
    /** 'view' | 'click' */
    event: text('event').notNull(),
    day: text('day').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.adId, t.event] }),
    check('ad_events_event', sql`event in ('view', 'click')`),
  ],
);
