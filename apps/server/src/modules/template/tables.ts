import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from '../../db/columns.js';
import { users } from '../user/tables.js';

/**
 * A template of the centre downloaded or used by a user, once per user, template, kind and
 * Beijing day: non-members' downloads of a day are counted against their quota (5301), and the
 * rows of all days make a template's popularity.
 */
export const templateUses = pgTable(
  'template_uses',
  {
    userId: cascadeRef('user_id', () => users.id),
    templateId: text('template_id').notNull(),
    /** 'download' | 'use' */
    kind: text('kind').notNull(),
    /** The Beijing day, YYYY-MM-DD. */
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.kind, t.templateId] }),
    index('template_uses_template_idx').on(t.templateId),
  ],
);
