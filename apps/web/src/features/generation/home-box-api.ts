import {
  AiRateSchema,
  OutlineTopicListSchema,
  SuggestTopicResultSchema,
  SUGGESTED_TOPICS_DEFAULT,
} from '@slidecraft/contract';
import { api } from '../../shared/http';

/**
 * GET /api/ai/outline/topic (public): curated topics for the chips under the home box. Quiet:
 * the chips only decorate the box and disappear when the call fails.
 */
export async function fetchSuggestedTopics(signal?: AbortSignal): Promise<string[]> {
  const result = await api.get('/api/ai/outline/topic', OutlineTopicListSchema, {
    query: { size: SUGGESTED_TOPICS_DEFAULT },
    signal,
    quiet: true,
  });
  return result.items.map((item) => item.topic);
}

/**
 * POST /api/ai/outline/suggest-topic (public). Any failure, a 5401 included, is swallowed to an
 * empty list (spec section 8): suggestions never interrupt typing.
 */
export async function suggestTopics(topic: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const result = await api.post(
      '/api/ai/outline/suggest-topic',
      SuggestTopicResultSchema,
      { topic },
      { signal, quiet: true },
    );
    return result.items;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/** GET /api/ai/rate: the signed-in user's AI points. Quiet: the line next to the box hides. */
export function fetchAiRate(signal?: AbortSignal) {
  return api.get('/api/ai/rate', AiRateSchema, { signal, quiet: true });
}
