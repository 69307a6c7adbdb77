import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Stored form `+86-13800138000`; null for accounts without a bound phone. */
    phone: text('phone').unique(),
    /** Lower-cased; an alternative account name for password login. */
    email: text('email').unique(),
    /** WeChat Official Account openid of a user who logged in by QR; null otherwise. */
    wechatOpenid: text('wechat_openid').unique(),
    /** Huawei account id (the ID token's sub) of a user who logged in with Huawei; null otherwise. */
    huaweiSub: text('huawei_sub').unique(),
    /** argon2id PHC string; null until a password is set. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** 'active' | 'forbidden' | 'deleted' */
    status: text('status').notNull().default('active'),
    /** Professional membership expiry, unix seconds; 0 = never a member. */
    memberUntil: bigint('member_until', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_email_lower', sql`${t.email} = lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const records = pgTable(
  'records',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    outline: text('outline').notNull(),
    /** The deck document (packages/deck model): the record's jsonFile. */
    deck: jsonb('deck').notNull(),
    themeId: text('theme_id').notNull(),
    totalPage: bigint('total_page', { mode: 'number' }).notNull(),
    /** Bumped whenever the deck is laid out again (theme change); previews are per revision. */
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    /** Slide previews of the current revision: 'pending' | 'running' | 'completed' | 'failed'. */
    previewStatus: text('preview_status').notNull().default('pending'),
    finishPage: bigint('finish_page', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('records_user_idx').on(t.userId, t.createdAt)],
);

export const exportsTable = pgTable(
  'exports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    recordId: uuid('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    /** 'pending' | 'running' | 'finish' | 'error' */
    status: text('status').notNull(),
    fileKey: text('file_key'),
    errorCode: bigint('error_code', { mode: 'number' }),
    attempts: bigint('attempts', { mode: 'number' }).notNull().default(0),
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

export const schema = { users, sessions, records, exportsTable };
export type Schema = typeof schema;
