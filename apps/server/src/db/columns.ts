import { sql } from 'drizzle-orm';
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The columns many tables share: `created_at` and `updated_at`, now by default. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** An `id` primary key the database draws at random. */
export const uuidPrimaryKey = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** A required reference to the uuid column `target`; the row goes when its target row goes. */
export const cascadeRef = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });
