import { bigint, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, uuidPrimaryKey } from '../../db/columns.js';
import { users } from '../user/tables.js';

/**
 * One AI call charged to a user (a model call, or the offline composer standing in for one):
 * tokens for cost accounting, points for the per-user AI limits (spec section 8: 5410, 5411).
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuidPrimaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    /** 'outline' | 'fill' | 'import' | 'chat' | 'suggest' | 'edit' */
    kind: text('kind').notNull(),
    /** The model name, or 'offline' for the offline composer. */
    model: text('model').notNull(),
    promptTokens: bigint('prompt_tokens', { mode: 'number' }).notNull().default(0),
    completionTokens: bigint('completion_tokens', { mode: 'number' }).notNull().default(0),
    /** AI points this call costs (0 for helpers such as topic suggestions). */
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    /** Paid from bought AI packs (users.ai_pack_points), not from the tier's allowance. */
    fromPack: boolean('from_pack').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('ai_usage_user_idx').on(t.userId, t.createdAt)],
);

/** Curated suggested topics with their preset outlines (the home box's suggestions). */
export const outlineTopics = pgTable(
  'outline_topics',
  {
    id: uuidPrimaryKey(),
    topic: text('topic').notNull().unique(),
    /** The preset outline, in the outline text format (packages/contract outline.ts). */
    outline: text('outline').notNull(),
    /** Display order, ascending. */
    sortOrder: bigint('sort_order', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('outline_topics_order_idx').on(t.sortOrder)],
);
