import type { ChatModel, ChatRequest } from '../../providers/llm/chat-model.js';
import { modelCallDuration, modelFirstChunk, type ModelCallOutcome } from './metrics.js';

/**
 * A chat model whose calls are timed: the whole call by outcome (ok, error, or aborted when the
 * client left or the caller stopped reading) and the wait for the first chunk.
 */
export function timedChatModel(inner: ChatModel): ChatModel {
  async function* stream(request: ChatRequest): AsyncIterable<string> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    let outcome: ModelCallOutcome = 'aborted';
    let first = true;
    try {
      for await (const chunk of inner.stream(request)) {
        if (first) modelFirstChunk.observe(seconds());
        first = false;
        yield chunk;
      }
      if (!request.signal.aborted) outcome = 'ok';
    } catch (err) {
      outcome = 'error';
      throw err;
    } finally {
      modelCallDuration.observe({ outcome }, seconds());
    }
  }
  return {
    model: inner.model,
    stream,
    async complete(request) {
      let text = '';
      for await (const chunk of stream(request)) text += chunk;
      return text;
    },
  };
}
