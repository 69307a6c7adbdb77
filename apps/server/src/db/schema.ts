/**
 * Every table, one file per area under tables/; importers (and drizzle-kit, drizzle.config.ts)
 * read them all from here.
 */
import { aiUsage, outlineTopics } from './tables/ai.js';
import { attachments, exportsTable, records } from './tables/records.js';
import { sessions, users } from './tables/users.js';

export * from './tables/users.js';
export * from './tables/records.js';
export * from './tables/ai.js';
export * from './tables/pay.js';
export * from './tables/codes.js';
export * from './tables/teams.js';
export * from './tables/templates.js';
export * from './tables/channel.js';
export * from './tables/misc.js';

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
