import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from '../../db/columns.js';
import { teams } from '../team/tables.js';
import { users } from '../user/tables.js';
import type { BrandThemeSpec } from './spec.js';

/**
 * Brand themes (issue 33): a company template read into a theme. Its files (the template as
 * uploaded, its pictures re-encoded, the picker's thumbnail) are in FileStorage under
 * `brand-themes/<id>/`; `spec` names the picture keys. A team theme (team_id set) is shared with
 * the team's members and counted against the team's cap; the others against the owner's.
 */
export const brandThemes = pgTable(
  'brand_themes',
  {
    /** Drawn by the app before the files are written (they are stored under it). */
    id: uuid('id').primaryKey(),
    ownerId: cascadeRef('owner_id', () => users.id),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    spec: jsonb('spec').$type<BrandThemeSpec>().notNull(),
    /** The template's bytes as uploaded (the PPTX writer reuses its master, layouts, theme). */
    packageKey: text('package_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('brand_themes_owner_idx').on(t.ownerId, t.createdAt),
    index('brand_themes_team_idx')
      .on(t.teamId, t.createdAt)
      .where(sql`team_id is not null`),
  ],
);
