import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outlineTopics } from './tables.js';
import { streamInChunks } from '../../providers/llm/offline-chunks.js';

/** The stored outlines of the curated suggested topics (table outline_topics). */
export class PresetOutlines {
  constructor(
    private readonly db: Db,
    /** The pause between chunks, as the offline composer streams (0 in tests). */
    private readonly chunkDelayMs: number,
  ) {}

  /** The preset outline of a topic, matched exactly (spec section 4), or null. */
  async find(topic: string): Promise<string | null> {
    const [row] = await this.db
      .select({ outline: outlineTopics.outline })
      .from(outlineTopics)
      .where(eq(outlineTopics.topic, topic.trim()))
      .limit(1);
    return row?.outline ?? null;
  }

  /** A stored outline streamed in chunks like a model's answer, without calling any model. */
  stream(outline: string, signal: AbortSignal): AsyncIterable<string> {
    return streamInChunks(outline, signal, this.chunkDelayMs);
  }
}
