import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from '../../db/columns.js';
import { users } from '../user/tables.js';

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
