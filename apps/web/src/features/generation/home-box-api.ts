import { SUGGESTED_TOPICS_DEFAULT, aiApi } from '@slidecraft/contract';
import { call } from '../../shared/http';

/**
 * The curated topics (public) for the chips under the home box. Quiet: the chips only decorate
 * the box and disappear when the call fails.
 */
export async function fetchSuggestedTopics(signal?: AbortSignal): Promise<string[]> {
  const result = await call(
    aiApi.outlineTopics,
    { query: { size: SUGGESTED_TOPICS_DEFAULT } },
    { signal, quiet: true },
  );
  return result.items.map((item) => item.topic);
}

/**
 * The topics matching a typed one (public). Any failure, a 5401 included, is swallowed to an
 * empty list (spec section 8): suggestions never interrupt typing.
 */
export async function suggestTopics(topic: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const result = await call(aiApi.suggestTopic, { body: { topic } }, { signal, quiet: true });
    return result.items;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}
