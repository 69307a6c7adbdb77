import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

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
