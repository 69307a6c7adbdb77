import { BUSINESS_TOPICS } from './business.js';
import { SOCIETY_TOPICS } from './society.js';
import { WORKPLACE_TOPICS } from './workplace.js';

/**
 * Curated topics of the home box (GET /api/ai/outline/topic), each with its preset outline in
 * the outline text format (packages/contract outline.ts), which the preset stream
 * GET /api/ai/chat/outline?topic answers with. The topic is the outline's deck title.
 *
 * Seeded into outline_topics at every start (TopicService.seed: insert or update by topic, in
 * this order), so editing an entry here and restarting updates the database. Keywords are
 * extra words a typed topic may share with the curated one (suggest-topic); they stay in code.
 *
 * The entries live beside this file, one file per group of topics.
 *
 * Each outline: a title and a '>' subtitle, 4 to 6 chapters, 2 or 3 sections per chapter,
 * 2 to 4 points per section (checked by index.test.ts, as is the sensitive-word list).
 */
export interface TopicSeed {
  keywords: readonly string[];
  outline: string;
}

/** Every curated topic, in seeding order (suggestions break ties in this order). */
export const TOPIC_SEEDS: readonly TopicSeed[] = [
  ...WORKPLACE_TOPICS,
  ...BUSINESS_TOPICS,
  ...SOCIETY_TOPICS,
];
