// Favourite fonts, operator content and ad tracking, cluster-wide settings, user-guide progress.
import { sql } from 'drizzle-orm';
import { bigint, check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, cascadeRef } from './columns.js';
import { users } from './users.js';

/** A user's favourite fonts (font calls): shipped font ids, newest favourite first. */
export const fontFavourites = pgTable(
  'font_favourites',
  {
    userId: cascadeRef('user_id', () => users.id),
    /** A shipped font's id (packages/deck fonts/families.ts). */
    fontId: text('font_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fontId] })],
);

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

/**
 * Settings every node of a cluster must share and nobody configured: the generated signing
 * secret (key 'app_secret') when APP_SECRET is not set, so that a code sent through one node
 * is checked by another.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A user's progress through a user guide (the first-visit tour): seen once finished or skipped
 * (for the stored version; a newer guide version shows again), and the steps gone through.
 */
export const userGuideStatus = pgTable(
  'user_guide_status',
  {
    userId: cascadeRef('user_id', () => users.id),
    /** 'home' */
    guide: text('guide').notNull(),
    /** The guide version the row is about. */
    version: bigint('version', { mode: 'number' }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    doneSteps: jsonb('done_steps').$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guide] })],
);
