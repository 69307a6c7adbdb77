import { timestamp } from 'drizzle-orm/pg-core';

/** The columns many tables share: `created_at` and `updated_at`, now by default. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
