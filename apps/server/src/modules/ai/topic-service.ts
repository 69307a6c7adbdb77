import { TOPIC_SUGGESTIONS_MAX, outlineTitle } from '@slidecraft/contract';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outlineTopics } from './tables.js';
import { assertNoSensitiveWords } from '../moderation/sensitive-filter.js';
import type { TopicSeed } from './topic-seeds/index.js';
import { normalizeText } from '../moderation/word-matcher.js';

interface IndexedTopic {
  topic: string;
  /** The topic and its keywords in matching form. */
  key: string;
  keywords: string[];
}

/** How long suggestions use the topics read from the database before reading them again. */
const INDEX_TTL_MS = 60_000;

/** Distinct two-character pieces of a normalised text: a cheap keyword overlap for Chinese. */
function bigrams(text: string): Set<string> {
  const chars = Array.from(text);
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * How well a typed topic matches a curated one; 0 is no match. Exact beats "one contains the
 * other", which beats a shared keyword, which beats shared two-character pieces.
 */
function score(query: string, entry: IndexedTopic): number {
  if (entry.key === query) return 1000;
  if (entry.key.includes(query)) return 500 + query.length;
  if (query.includes(entry.key)) return 400 + entry.key.length;
  const keyword = entry.keywords.find(
    (k) => k.length >= 2 && (query.includes(k) || k.includes(query)),
  );
  if (keyword) return 300 + keyword.length;
  const pieces = bigrams(query);
  if (pieces.size === 0) return 0;
  let shared = 0;
  for (const piece of pieces) if (entry.key.includes(piece)) shared++;
  return shared === 0 ? 0 : Math.round((100 * shared) / pieces.size);
}

/**
 * The curated topics of the home box: seeding, random listing and suggestions. (Their preset
 * outlines are streamed by PresetOutlines, GET /api/ai/chat/outline.)
 */
export class TopicService {
  private index: { topics: IndexedTopic[]; loadedAt: number } | null = null;
  private readonly keywords = new Map<string, string[]>();

  constructor(private readonly db: Db) {}

  /**
   * Inserts or updates every seed by topic (its outline's title), in order; safe to run on every
   * start and on several nodes at once. Topics added to the table by other means stay.
   */
  async seed(seeds: readonly TopicSeed[]): Promise<void> {
    const rows = seeds.map((seed, sortOrder) => ({
      topic: outlineTitle(seed.outline),
      outline: seed.outline,
      sortOrder,
    }));
    seeds.forEach((seed, i) => {
      this.keywords.set(rows[i]!.topic, seed.keywords.map(normalizeText));
    });
    await this.db
      .insert(outlineTopics)
      .values(rows)
      .onConflictDoUpdate({
        target: outlineTopics.topic,
        set: { outline: sql`excluded.outline`, sortOrder: sql`excluded.sort_order` },
      });
    this.index = null;
  }

  /** `size` curated topics in random order, so the home box shows a fresh set on each visit. */
  async list(size: number): Promise<{ topic: string }[]> {
    return this.db
      .select({ topic: outlineTopics.topic })
      .from(outlineTopics)
      .orderBy(sql`random()`)
      .limit(size);
  }

  /**
   * Curated topics that match a typed one, best first (ties in curated order). Deterministic and
   * in memory: no model call on a keystroke. 5401 for a topic with sensitive words.
   */
  async suggest(typed: string): Promise<string[]> {
    assertNoSensitiveWords(typed);
    const query = normalizeText(typed);
    if (!query) return [];
    const topics = await this.indexedTopics();
    return topics
      .map((entry, order) => ({ entry, order, score: score(query, entry) }))
      .filter((m) => m.score > 0)
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, TOPIC_SUGGESTIONS_MAX)
      .map((m) => m.entry.topic);
  }

  private async indexedTopics(): Promise<IndexedTopic[]> {
    if (this.index && Date.now() - this.index.loadedAt < INDEX_TTL_MS) return this.index.topics;
    const rows = await this.db
      .select({ topic: outlineTopics.topic })
      .from(outlineTopics)
      .orderBy(asc(outlineTopics.sortOrder), asc(outlineTopics.topic));
    const topics = rows.map(({ topic }) => ({
      topic,
      key: normalizeText(topic),
      keywords: this.keywords.get(topic) ?? [],
    }));
    this.index = { topics, loadedAt: Date.now() };
    return topics;
  }
}
