import { AppError, ErrorCode } from '@slidecraft/contract';
import type { FastifyBaseLogger } from 'fastify';
import OpenAI, { APIConnectionError, APIError } from 'openai';
import type { LlmConfig } from '../../config.js';
import { CallDeadline } from './call-deadline.js';
import type { ChatModel, ChatRequest } from './chat-model.js';

/** Upstream statuses that mean "the service is not usable now" (5402) rather than a bad answer. */
const UNAVAILABLE_STATUSES = new Set([401, 403, 404, 408, 429]);

interface ChunkContent {
  text: string;
  finishReason: string | null;
  usage: { promptTokens: number; completionTokens: number } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const malformed = (what: string) => new AppError(ErrorCode.AI_ERROR, `malformed chunk: ${what}`);

/**
 * Reads one chat.completion.chunk defensively: an OpenAI-compatible server is outside our
 * control, and a chunk of the wrong shape must end the stream with 5400, not a TypeError.
 * Only `delta.content` is answer text; `delta.reasoning_content` (deep thinking) is ignored.
 */
function readChunk(chunk: unknown): ChunkContent {
  if (!isRecord(chunk) || !Array.isArray(chunk.choices)) throw malformed('no choices');
  const choice: unknown = chunk.choices[0];
  let text = '';
  let finishReason: string | null = null;
  if (choice !== undefined) {
    if (!isRecord(choice)) throw malformed('choice');
    const delta = choice.delta ?? {};
    if (!isRecord(delta)) throw malformed('delta');
    if (delta.content !== undefined && delta.content !== null) {
      if (typeof delta.content !== 'string') throw malformed('content');
      text = delta.content;
    }
    if (typeof choice.finish_reason === 'string') finishReason = choice.finish_reason;
  }
  const usage = isRecord(chunk.usage) ? chunk.usage : null;
  return {
    text,
    finishReason,
    usage:
      usage &&
      typeof usage.prompt_tokens === 'number' &&
      typeof usage.completion_tokens === 'number'
        ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens }
        : null,
  };
}

/**
 * The catalogue code of an upstream failure. Before the stream starts, connection failures,
 * timeouts, 5xx, rate limits and configuration errors (bad key, unknown model) are 5402
 * (service unavailable); a failure inside a started stream (an error event, a malformed chunk,
 * a cut connection) is 5400. The upstream's own message goes to the log only.
 */
function upstreamError(err: unknown, started: boolean): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof APIConnectionError) {
    return new AppError(ErrorCode.SERVICE_UNAVAILABLE, `upstream connection: ${err.message}`);
  }
  if (err instanceof APIError) {
    const status = err.status;
    const unavailable = status !== undefined && (status >= 500 || UNAVAILABLE_STATUSES.has(status));
    return new AppError(
      unavailable ? ErrorCode.SERVICE_UNAVAILABLE : ErrorCode.AI_ERROR,
      `upstream ${status ?? 'stream error'}: ${err.message}`,
    );
  }
  const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return new AppError(
    started ? ErrorCode.AI_ERROR : ErrorCode.SERVICE_UNAVAILABLE,
    `upstream ${started ? 'stream' : 'request'} failed: ${message}`,
  );
}

/**
 * The SDK's promise, or a rejection as soon as `signal` aborts. The SDK sleeps before its retry
 * for as long as a 429's Retry-After asks, without looking at the signal; a deadline or a client
 * abort must not wait for that. (The SDK checks the signal before it sends the retry, so the
 * abandoned promise never reaches the upstream; its outcome is ignored.)
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

/** The SDK's log lines without their extra arguments (which can hold raw chunks). */
function sdkLogger(log: FastifyBaseLogger) {
  const to =
    (level: 'warn' | 'debug') =>
    (message: string): void =>
      log[level]({ source: 'openai' }, String(message));
  return { error: to('warn'), warn: to('warn'), info: to('debug'), debug: to('debug') };
}

/**
 * A chat model behind any OpenAI-compatible API (DeepSeek, Qwen, Kimi, GLM, OpenAI, Ollama,
 * vLLM) through the `openai` SDK: streaming with usage, one retry on a failed connection (the
 * SDK's, before any byte of the answer), an overall and an idle deadline, and the caller's
 * signal handed to the SDK so that a client abort closes the upstream request.
 */
export class OpenAiChatModel implements ChatModel {
  readonly model: string;
  private readonly client: OpenAI;

  constructor(
    private readonly config: LlmConfig,
    log: FastifyBaseLogger,
  ) {
    this.model = config.model;
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      apiKey: config.apiKey,
      // The SDK's timeout is only a backstop: CallDeadline's idle and overall deadlines fire
      // first and are told apart from a client abort.
      timeout: config.timeoutMs,
      maxRetries: 1,
      logger: sdkLogger(log),
      logLevel: 'warn',
    });
  }

  async *stream(request: ChatRequest): AsyncIterable<string> {
    const model =
      request.deepThinking && this.config.reasoningModel ? this.config.reasoningModel : this.model;
    const deadline = new CallDeadline(
      request.signal,
      this.config.timeoutMs,
      this.config.idleTimeoutMs,
    );
    const timedOut = () =>
      new AppError(ErrorCode.SERVICE_UNAVAILABLE, `upstream ${deadline.timedOut} timeout`);
    let started = false;
    try {
      const pending = this.client.chat.completions.create(
        {
          model,
          messages: request.messages,
          stream: true,
          stream_options: { include_usage: true },
          ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
          ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
        },
        { signal: deadline.signal },
      );
      const chunks = await untilAborted(pending, deadline.signal);
      started = true;
      deadline.touch();
      let finishReason: string | null = null;
      for await (const chunk of chunks) {
        deadline.touch();
        const content = readChunk(chunk);
        if (content.usage) request.onUsage?.({ model, ...content.usage });
        finishReason = content.finishReason ?? finishReason;
        if (content.text) yield content.text;
      }
      // The SDK ends an aborted stream quietly: tell a deadline from the client leaving.
      if (deadline.timedOut) throw timedOut();
      if (request.signal.aborted) return;
      if (finishReason === 'content_filter') {
        throw new AppError(ErrorCode.SENSITIVE_WORDS, 'upstream content filter');
      }
      if (!finishReason) throw new AppError(ErrorCode.AI_ERROR, 'stream ended without finish');
    } catch (err) {
      if (deadline.timedOut) throw timedOut();
      if (request.signal.aborted) return;
      throw upstreamError(err, started);
    } finally {
      deadline.dispose();
    }
  }

  async complete(request: ChatRequest): Promise<string> {
    let text = '';
    for await (const chunk of this.stream(request)) text += chunk;
    return text;
  }
}
