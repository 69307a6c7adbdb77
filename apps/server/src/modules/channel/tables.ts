import { bigint, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt } from '../../db/columns.js';
import { users } from '../user/tables.js';

/**
 * Partners that embed the generator in their own site (issue 18, item 4; docs/partners.md),
 * managed with `npm run admin -- partners`. The secret a partner signs its SDK tokens with is
 * never stored: it is derived from the app secret and `secretSalt` (a new salt rotates it), and
 * `secretHash` (its sha256) is its fingerprint and tells when the app secret has changed.
 */
export const partners = pgTable('partners', {
  /** Lowercase letters, digits and '-': the `iss` of the partner's SDK tokens. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  secretSalt: text('secret_salt').notNull(),
  secretHash: text('secret_hash').notNull(),
  /** Origins (scheme://host[:port]) whose pages may frame the embed. */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  /** 'decks-per-day' | 'ai-calls-per-month' */
  quotaKind: text('quota_kind').notNull(),
  quotaLimit: bigint('quota_limit', { mode: 'number' }).notNull(),
  /** 'active' | 'disabled' */
  status: text('status').notNull().default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A partner's own user (`sub` of its SDK tokens) and the local user made for it on first use. */
export const channelUsers = pgTable(
  'channel_users',
  {
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    userId: cascadeRef('user_id', () => users.id).unique(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.externalId] })],
);

/** What a partner used of its quota per period ('2026-11-27' a Beijing day, '2026-11' a month). */
export const partnerUsage = pgTable(
  'partner_usage',
  {
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.period] })],
);
