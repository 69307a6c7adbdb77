import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, uuidPrimaryKey } from '../../db/columns.js';
import { records } from '../generation/tables.js';
import { users } from '../user/tables.js';

/**
 * Pictures uploaded to a record for its deck: image elements name them `attachment:<id>`. The
 * file (a PNG or JPEG we encoded, see modules/attachments) is in storage under `key`; rows go
 * with their record, and the history removes the files.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuidPrimaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    recordId: cascadeRef('record_id', () => records.id),
    /** `attachments/<recordId>/<id>.<png|jpg>` */
    key: text('key').notNull(),
    /** 'image/png' | 'image/jpeg' */
    mime: text('mime').notNull(),
    /** Pixel size of the stored picture. */
    width: bigint('width', { mode: 'number' }).notNull(),
    height: bigint('height', { mode: 'number' }).notNull(),
    /** Size of the stored file. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_record_idx').on(t.recordId, t.createdAt)],
);
