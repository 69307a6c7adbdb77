/**
 * Every table, assembled from the domains that own them (each module's `tables.ts`; the
 * cluster's shared settings in `app-settings.ts`). drizzle-kit (drizzle.config.ts), the
 * database client, tests and the bench read them from here; a module imports only its own.
 */
import { aiUsage, outlineTopics } from '../modules/ai/tables.js';
import { attachments } from '../modules/attachments/tables.js';
import { sessions } from '../modules/auth/tables.js';
import { exportsTable, records } from '../modules/generation/tables.js';
import { users } from '../modules/user/tables.js';

export * from './app-settings.js';
export * from '../modules/activity/tables.js';
export * from '../modules/ai/tables.js';
export * from '../modules/attachments/tables.js';
export * from '../modules/auth/tables.js';
export * from '../modules/brand-themes/tables.js';
export * from '../modules/channel/tables.js';
export * from '../modules/fonts/tables.js';
export * from '../modules/generation/tables.js';
export * from '../modules/open/tables.js';
export * from '../modules/pay/tables.js';
export * from '../modules/personal-space/tables.js';
export * from '../modules/promotion/tables.js';
export * from '../modules/redeem/tables.js';
export * from '../modules/team/tables.js';
export * from '../modules/template/tables.js';
export * from '../modules/user-guide/tables.js';
export * from '../modules/user/tables.js';

/** The tables the database client is typed with (relational queries). */
export const schema = {
  users,
  sessions,
  records,
  exportsTable,
  aiUsage,
  outlineTopics,
  attachments,
};
export type Schema = typeof schema;
