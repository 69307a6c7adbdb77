import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, ErrorCode } from '@slidecraft/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { FastifyBaseLogger } from 'fastify';
import { request as send, type Dispatcher } from 'undici';
import type { LlmConfig } from '../../config.js';
import { CallDeadline } from './call-deadline.js';
import type { ChatModel, ChatRequest } from './chat-model.js';

/** Upstream statuses that mean "the service is not usable now" (5402) rather than a bad answer. */
const UNAVAILABLE_STATUSES = new Set([401, 403, 404, 408, 429]);
/** Statuses worth one more try (as OpenAI's own clients do), and the wait before it. */
const RETRY_STATUSES = new Set([408, 409, 429]);
const RETRY_DELAY_MS = 500;
/** A Retry-After longer than this is not waited for: the call fails (5402) instead. */
const MAX_RETRY_AFTER_MS = 60_000;

/** The upstream could not be reached (refused, reset, DNS) before it answered. */
class UpstreamConnectionError extends Error {
  override readonly name = 'UpstreamConnectionError';
}

/** The upstream answered with a status other than 2xx. */
class UpstreamStatusError extends Error {
  override readonly name = 'UpstreamStatusError';
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status} ${body.slice(0, 200)}`);
  }
}

/** The wait a Retry-After header asks for (seconds or an HTTP date), or the default. */
function retryDelayMs(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return RETRY_DELAY_MS;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? RETRY_DELAY_MS : Math.max(0, at - Date.now());
}

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
  if (err instanceof UpstreamConnectionError) {
    return new AppError(ErrorCode.SERVICE_UNAVAILABLE, `upstream connection: ${err.message}`);
  }
  if (err instanceof UpstreamStatusError) {
    const { status } = err;
    const unavailable = status >= 500 || UNAVAILABLE_STATUSES.has(status);
    return new AppError(
      unavailable ? ErrorCode.SERVICE_UNAVAILABLE : ErrorCode.AI_ERROR,
      `upstream ${err.message}`,
    );
  }
  const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return new AppError(
    started ? ErrorCode.AI_ERROR : ErrorCode.SERVICE_UNAVAILABLE,
    `upstream ${started ? 'stream' : 'request'} failed: ${message}`,
  );
}

/** One server-sent event's chunk: 'done' for the [DONE] line; 5400 for an error event. */
function chunkOf(message: EventSourceMessage): unknown {
  if (message.data === '[DONE]') return 'done';
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    throw malformed('not JSON');
  }
  if (message.event === 'error' || (isRecord(data) && data.error != null)) {
    const detail = isRecord(data) && isRecord(data.error) ? data.error.message : undefined;
    throw new AppError(ErrorCode.AI_ERROR, `upstream stream error: ${String(detail ?? '')}`);
  }
  return data;
}

/**
 * A chat model behind any OpenAI-compatible API (DeepSeek, Qwen, Kimi, GLM, OpenAI, Ollama,
 * vLLM): POST {baseUrl}/chat/completions streamed with usage, over undici's request API and
 * read with eventsource-parser. One more try when the upstream cannot be reached or answers
 * 408, 409, 429 or 5xx before any byte of the answer (after its Retry-After, within the
 * deadlines); an overall and an idle deadline; the caller's signal closes the upstream request.
 * (The `openai` SDK did this before; on fetch and web streams it cost a third of the server's
 * time per stream while 500 streams opened at once: docs/decisions.md.)
 */
export class OpenAiChatModel implements ChatModel {
  readonly model: string;
  private readonly url: string;
  private readonly headers: Record<string, string>;

  constructor(
    private readonly config: LlmConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.model = config.model;
    this.url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    this.headers = {
      authorization: `Bearer ${config.apiKey}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    };
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
      const body = JSON.stringify({
        model,
        messages: request.messages,
        stream: true,
        stream_options: { include_usage: true },
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      });
      const response = await this.open(body, deadline.signal);
      started = true;
      deadline.touch();
      const messages: EventSourceMessage[] = [];
      const parser = createParser({ onEvent: (message) => messages.push(message) });
      let finishReason: string | null = null;
      let done = false;
      // UTF-8 split across reads stays whole (a Chinese character is three bytes).
      const decoder = new TextDecoder();
      // After [DONE] the rest is read, not cut: a body read to its end leaves the connection
      // to the next call (cutting it costs the next one a new connection).
      for await (const part of response.body as AsyncIterable<Buffer>) {
        deadline.touch();
        if (done) continue;
        parser.feed(decoder.decode(part, { stream: true }));
        for (const message of messages.splice(0)) {
          const chunk = chunkOf(message);
          if (chunk === 'done') {
            done = true;
            break;
          }
          const content = readChunk(chunk);
          if (content.usage) request.onUsage?.({ model, ...content.usage });
          finishReason = content.finishReason ?? finishReason;
          if (content.text) yield content.text;
        }
      }
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

  /**
   * Sends the request: a 2xx answer's stream, or the failure once the one retry is spent. A
   * failed answer's body is read (to free the connection) into the error, for the log only.
   */
  private async open(body: string, signal: AbortSignal): Promise<Dispatcher.ResponseData> {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= 1;
      let response: Dispatcher.ResponseData;
      try {
        response = await send(this.url, {
          method: 'POST',
          headers: this.headers,
          body,
          signal,
          // CallDeadline times the call (LLM_TIMEOUT_MS, LLM_IDLE_TIMEOUT_MS, up to 600 s);
          // undici's own 300 s timeouts would cut a slow model short and count as a retry.
          headersTimeout: 0,
          bodyTimeout: 0,
        });
      } catch (err) {
        if (signal.aborted) throw err;
        const message = err instanceof Error ? err.message : String(err);
        if (last) throw new UpstreamConnectionError(message);
        this.log.warn({ source: 'llm', err: message }, 'upstream connection failed, retrying');
        await sleep(RETRY_DELAY_MS, undefined, { signal });
        continue;
      }
      if (response.statusCode >= 200 && response.statusCode < 300) return response;
      const text = await response.body.text().catch(() => '');
      const { statusCode } = response;
      const retryable = statusCode >= 500 || RETRY_STATUSES.has(statusCode);
      const wait = retryDelayMs(response.headers['retry-after']);
      if (last || !retryable || wait > MAX_RETRY_AFTER_MS) {
        throw new UpstreamStatusError(statusCode, text);
      }
      this.log.warn({ source: 'llm', status: statusCode }, 'upstream refused, retrying');
      await sleep(wait, undefined, { signal });
    }
  }

  async complete(request: ChatRequest): Promise<string> {
    let text = '';
    for await (const chunk of this.stream(request)) text += chunk;
    return text;
  }
}
