import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, uuidPrimaryKey } from '../../db/columns.js';
import { users } from '../user/tables.js';

export const records = pgTable(
  'records',
  {
    id: uuidPrimaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    title: text('title').notNull(),
    outline: text('outline').notNull(),
    /** The deck document (packages/deck model): the record's jsonFile. */
    deck: jsonb('deck').notNull(),
    themeId: text('theme_id').notNull(),
    totalPage: bigint('total_page', { mode: 'number' }).notNull(),
    /**
     * The deck as generated (after the fill), before any edit in the editor: origin-json-file.
     * Null until the generation has written the deck.
     */
    originDeck: jsonb('origin_deck'),
    /**
     * Bumped on every write of `deck` (generation, theme change, editor save): a save names the
     * version it started from and a stale one is refused (5430).
     */
    deckVersion: bigint('deck_version', { mode: 'number' }).notNull().default(0),
    /** Bumped whenever the deck is laid out again (theme change); previews are per revision. */
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    /** Slide previews of the current revision: 'pending' | 'running' | 'completed' | 'failed'. */
    previewStatus: text('preview_status').notNull().default('pending'),
    finishPage: bigint('finish_page', { mode: 'number' }).notNull().default(0),
    /** Tries of this revision's generation; the sweeper fails it after the last one. */
    previewAttempts: bigint('preview_attempts', { mode: 'number' }).notNull().default(0),
    /** The running generation's last sign of life: older than the sweeper allows, it is retried. */
    previewBeatAt: timestamp('preview_beat_at', { withTimezone: true }),
    /**
     * Model pictures put in this revision's slides so far: part of the preview links' names,
     * so the browser fetches a page again once its picture replaced the illustration.
     */
    previewPictures: bigint('preview_pictures', { mode: 'number' }).notNull().default(0),
    /**
     * When the owner moved the record to the trash (personal space); null while it is kept.
     * Trashed records are out of every list, editor and count until recovered, and are removed
     * for good 30 days later.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('records_user_idx').on(t.userId, t.createdAt),
    index('records_trash_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at is not null`),
  ],
);

export const exportsTable = pgTable(
  'exports',
  {
    id: uuidPrimaryKey(),
    recordId: cascadeRef('record_id', () => records.id),
    userId: cascadeRef('user_id', () => users.id),
    format: text('format').notNull(),
    /** 'pending' | 'running' | 'finish' | 'error' */
    status: text('status').notNull(),
    fileKey: text('file_key'),
    errorCode: bigint('error_code', { mode: 'number' }),
    attempts: bigint('attempts', { mode: 'number' }).notNull().default(0),
    /** When the owner saw the finished file (POST /api/workspace/ppt/download/read); null: unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exports_record_idx').on(t.recordId, t.createdAt),
    // At most one unfinished export per record and format, whatever the concurrency.
    uniqueIndex('exports_active_idx')
      .on(t.recordId, t.format)
      .where(sql`status in ('pending', 'running')`),
    index('exports_status_idx').on(t.status, t.updatedAt),
  ],
);
