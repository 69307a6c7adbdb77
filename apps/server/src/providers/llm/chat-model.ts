/** One message of a chat completion request. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What a finished (or aborted) call consumed, as the upstream reported it. */
export interface ChatUsage {
  model: string;
  promptTokens: number;
  completionTokens: number;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Use LLM_REASONING_MODEL when configured (the 'deep thinking' toggle). */
  deepThinking?: boolean;
  /** Aborting it (client gone, timeout) cancels the upstream call. */
  signal: AbortSignal;
  maxTokens?: number;
  temperature?: number;
  /** Called once when the upstream reports usage (at the end of the stream). */
  onUsage?: (usage: ChatUsage) => void;
}

/**
 * An OpenAI-compatible chat model (LLM_BASE_URL / LLM_API_KEY / LLM_MODEL). When no model is
 * configured the application runs in offline mode: `ctx.chatModel` is null and every AI
 * feature uses its offline rules (the outline composer, extractive summaries, ...).
 */
export interface ChatModel {
  /** The model name used for plain requests (for usage records and logs). */
  readonly model: string;
  /** Streams the answer's text deltas. Throws AppError 5400 / 5402 on upstream failures. */
  stream(request: ChatRequest): AsyncIterable<string>;
  /** The whole answer at once (accumulates `stream`). */
  complete(request: ChatRequest): Promise<string>;
}
