import { randomUUID } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  USE_AI_HEADER,
  type ErrorCodeValue,
  type Locale,
  type StreamEvent,
} from '@slidecraft/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { authUserId } from '../../http/authenticate.js';
import { catalogueError } from '../../http/deck-errors.js';
import { fail } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import { CallDeadline } from '../../providers/llm/call-deadline.js';
import type { ChatUsage } from '../../providers/llm/chat-model.js';
import type { AiCallOptions } from '../../providers/llm/llm.js';
import { SseStream } from '../../http/sse.js';
import type { AiStreamSlots } from './stream-slots.js';
import type { AiUsageKind, AiUsageRepo } from './usage-repo.js';

/** Checks each piece of a model's answer before it is sent (5401 for sensitive words). */
export interface OutputGuard {
  push(piece: string): void;
}

/**
 * What a producer of stream text is handed: the request's locale, a signal that aborts when the
 * client goes away or the stream's deadline passes, and the usage callback.
 */
export type AiProduceOptions = Required<AiCallOptions>;

/** What a stream's last event may carry besides its text. */
export interface StreamDone {
  slides?: unknown[];
  recordId?: string;
}

export interface AiStreamJob {
  kind: AiUsageKind;
  /** Who answers: the model, the offline composer, or a stored preset outline. */
  source: 'model' | 'offline' | 'preset';
  /**
   * The hook point of the AI limits and input checks (issue 5, item 7): runs once the stream is
   * open and its concurrency slot taken, before any AI work; an AppError it throws (5401, 5410,
   * 5411, 5421, 5427...) ends the stream with that code as its only event.
   */
  check?: () => Promise<void>;
  /**
   * Gives back what `check` charged when the answer then fails on the AI service's side (5400,
   * 5402, the stream's deadline): nobody pays for an outline they did not get. A client that
   * stops the stream, or an answer refused for sensitive words, keeps the charge.
   */
  refund?: () => Promise<void>;
  /** The model name for the usage record when the upstream reports none. */
  model: string;
  produce(options: AiProduceOptions): AsyncIterable<string>;
  /**
   * What the `done` event carries besides its text, built from the whole answer (the slides of
   * an AI action on a slide, the record a generate-ppt stream made). An AppError it throws ends
   * the stream with that code instead.
   */
  finish?: (text: string) => StreamDone | Promise<StreamDone>;
}

export interface AiStreamRunnerOptions {
  slots: AiStreamSlots;
  /** Where each call's usage row goes (the ledger's group commit). */
  usage: Pick<AiUsageRepo, 'record'>;
  /** A fresh guard for each model answer (the sensitive-word scan); none for our own texts. */
  outputGuard?: () => OutputGuard;
  /** The longest a stream may stay open, whatever answers it. */
  deadlineMs: number;
  /**
   * A check of a model's whole answer once it has streamed (the operator's moderation service):
   * it may end the stream with 5401 instead of `done`. Never in front of the first token.
   */
  outputCheck?: (text: string) => Promise<void>;
}

/**
 * Runs one AI stream over SSE: concurrency slot, the job's checks, the text chunks (the first one
 * flagged offline when the offline composer answers), a last `done` event, and the usage record.
 * Any failure becomes one event with its catalogue code, in the request's locale, without
 * upstream detail. The slot is released on every path, before the response ends.
 */
export class AiStreamRunner {
  /** The concurrency slots (tests and diagnostics read how many a user holds). */
  readonly slots: AiStreamSlots;

  constructor(private readonly options: AiStreamRunnerOptions) {
    this.slots = options.slots;
  }

  async run(request: FastifyRequest, reply: FastifyReply, job: AiStreamJob): Promise<void> {
    // Spec section 7: a stream says in its `use-ai` header who answers ('preset': a stored outline).
    reply.raw.setHeader(
      USE_AI_HEADER,
      job.source === 'preset' ? 'preset' : String(job.source === 'model'),
    );
    const stream = new MessageStream(new SseStream(reply), job.source === 'model');
    await this.runOn(stream, authUserId(request), requestLocale(request), request.log, job);
  }

  /**
   * The same run with nobody reading along (the open API writes a deck's outline in a job):
   * the same slot, checks, guard, deadline, refund and usage record. Resolves with the whole
   * text and what `done` carried, or rejects with the catalogue code the stream would have sent.
   */
  async collect(
    userId: string,
    locale: Locale,
    log: FastifyBaseLogger,
    job: AiStreamJob,
  ): Promise<{ text: string; done: StreamDone }> {
    const sink = new CollectingSink();
    await this.runOn(sink, userId, locale, log, job);
    return sink.result();
  }

  private async runOn(
    stream: EventSink,
    userId: string,
    locale: Locale,
    log: FastifyBaseLogger,
    job: AiStreamJob,
  ): Promise<void> {
    const deadline = new CallDeadline(stream.signal, this.options.deadlineMs);
    let slot: Awaited<ReturnType<AiStreamSlots['acquire']>> = null;
    let usage: ChatUsage | null = null;
    let produced = false;
    try {
      slot = await this.slots.acquire(userId);
      if (!slot) throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, 'too many open AI streams');
      await job.check?.();
      produced = true;
      const onUsage = (u: ChatUsage) => (usage = u);
      const chunks = job.produce({ locale, signal: deadline.signal, onUsage });
      const guard = job.source === 'model' ? this.options.outputGuard?.() : undefined;
      const text = await sendChunks(chunks, stream, job.source === 'offline', guard);
      if (deadline.timedOut) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'stream deadline');
      if (job.source === 'model') await this.options.outputCheck?.(text);
      const done = await job.finish?.(text);
      stream.send({ code: 200, data: { text: '', done: true, ...done } }, text);
    } catch (err) {
      sendError(err, stream, locale, log);
      if (produced && job.refund) {
        await refundAfterFailure(err, stream.signal, job.refund, log);
      }
    } finally {
      deadline.dispose();
      await slot?.release().catch((err: unknown) => log.error({ err }, 'slot release'));
      if (produced && job.source !== 'preset') await this.record(userId, job, usage, log);
      stream.end();
    }
  }

  /**
   * One ledger row per AI call, aborted and failed ones included: the tokens the upstream
   * reported (it reports none for a cancelled stream), 0 for the offline composer. Points are
   * charged by the limits hook, not here.
   */
  private async record(
    userId: string,
    job: AiStreamJob,
    usage: ChatUsage | null,
    log: FastifyBaseLogger,
  ): Promise<void> {
    try {
      await this.options.usage.record({
        userId,
        kind: job.kind,
        model: usage?.model ?? job.model,
        promptTokens: usage?.promptTokens ?? 0,
        completionTokens: usage?.completionTokens ?? 0,
      });
    } catch (err) {
      // The answer already reached the user; a lost ledger row is logged, not shown.
      log.error({ err }, 'AI usage record failed');
    }
  }
}

/**
 * Gives back what a model-backed call charged when it failed on the AI service's side (or in
 * our code): nobody pays for an answer they did not get. A client that went away (`signal`
 * aborted), or an answer refused for what it says, keeps the charge: the model did the work.
 */
export async function refundAfterFailure(
  thrown: unknown,
  signal: AbortSignal,
  refund: () => Promise<void>,
  log: FastifyBaseLogger,
): Promise<void> {
  if (signal.aborted || !isServiceFailure(thrown)) return;
  await refund().catch((err: unknown) => log.error({ err }, 'AI refund'));
}

/** A failure of the AI service (or of our code): 5400 / 5402, or anything not an AppError. */
function isServiceFailure(thrown: unknown): boolean {
  const err = catalogueError(thrown);
  if (!(err instanceof AppError)) return true;
  // 5300: the web search before the outline failed; nothing was written.
  return (
    err.code === ErrorCode.AI_ERROR ||
    err.code === ErrorCode.SERVICE_UNAVAILABLE ||
    err.code === ErrorCode.SEARCH_SERVICE_ERROR
  );
}

/** Where stream events go: an SSE stream, or one that adds spec section 3's message fields. */
export interface EventSink {
  readonly signal: AbortSignal;
  send(event: StreamEvent, whole?: string): void;
  end(): void;
}

/**
 * An SSE stream whose every event carries the stream message fields of spec section 3: `id`
 * (the stream's), `text` (this event's text), `text_` (the whole answer on the last event, and
 * what was sent before a failure on an error event; '' otherwise) and `usedAI`.
 */
export class MessageStream implements EventSink {
  readonly id = randomUUID();
  private sent = '';

  constructor(
    private readonly sse: SseStream,
    readonly usedAI: boolean,
  ) {}

  get signal(): AbortSignal {
    return this.sse.signal;
  }

  send(event: StreamEvent, whole?: string): void {
    const text = event.data?.text ?? '';
    this.sent += text;
    const last = event.code !== 200 || event.data?.done === true;
    const text_ = last ? (whole ?? this.sent) : '';
    this.sse.send({ ...event, id: this.id, text, text_, usedAI: this.usedAI });
  }

  end(): void {
    this.sse.end();
  }
}

/** The events of a run nobody reads along: the whole text, the `done` fields or the failure. */
class CollectingSink implements EventSink {
  readonly signal = new AbortController().signal;
  private readonly chunks: string[] = [];
  private done: StreamDone | null = null;
  private failure: { code: number; message: string } | null = null;

  send(event: StreamEvent, whole?: string): void {
    if (event.code !== 200) {
      this.failure = { code: event.code, message: event.message ?? '' };
      return;
    }
    const { text = '', done, ...rest } = (event.data ?? {}) as { text?: string; done?: boolean };
    if (done) {
      this.done = rest as StreamDone;
      if (whole !== undefined) this.chunks.splice(0, this.chunks.length, whole);
    } else {
      this.chunks.push(text);
    }
  }

  end(): void {}

  result(): { text: string; done: StreamDone } {
    if (this.failure || !this.done) {
      const code = (this.failure?.code ?? ErrorCode.AI_ERROR) as ErrorCodeValue;
      throw new AppError(code, this.failure?.message || 'the AI call ended without an answer');
    }
    return { text: this.chunks.join(''), done: this.done };
  }
}

/**
 * Sends each chunk as an event; the first one says whether the offline composer answered.
 * Resolves with the whole text sent.
 */
export async function sendChunks(
  chunks: AsyncIterable<string>,
  stream: Pick<EventSink, 'send'>,
  offline: boolean,
  guard?: OutputGuard,
): Promise<string> {
  let first = true;
  const sent: string[] = [];
  for await (const text of chunks) {
    if (!text) continue;
    guard?.push(text);
    sent.push(text);
    stream.send({ code: 200, data: first && offline ? { text, offline: true } : { text } });
    first = false;
  }
  return sent.join('');
}

/** The failure as one catalogue event; unexpected errors are logged and shown as 5400. */
export function sendError(
  thrown: unknown,
  stream: Pick<EventSink, 'send'>,
  locale: Locale,
  log: FastifyBaseLogger,
): void {
  const err = catalogueError(thrown);
  let code: number = ErrorCode.AI_ERROR;
  let detail: string | undefined;
  if (err instanceof AppError) {
    code = err.code;
    detail = err.clientDetail(locale);
    const upstream = code === ErrorCode.AI_ERROR || code === ErrorCode.SERVICE_UNAVAILABLE;
    log[upstream ? 'warn' : 'info']({ code, detail: err.detail }, 'AI stream refused');
  } else {
    log.error({ err }, 'AI stream failed');
  }
  const { message } = fail(code, locale, detail);
  stream.send({ code, message });
}
