import { randomUUID } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  errorMessage,
  IDEMPOTENCY_TTL_SECONDS,
  type Locale,
  type OpenDeck,
  type OpenDeckCreateBody,
  type OpenDeckCreated,
  type OpenDeckStatus,
  type OpenExport,
  type PreviewStatus,
} from '@slidecraft/contract';
import { DEFAULT_THEME_ID, listThemes } from '@slidecraft/deck';
import { and, desc, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { catalogueError } from '../../http/deck-errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { KeyValueStore } from '../../providers/kv/index.js';
import type { OutlineWriter } from '../../providers/llm/llm.js';
import { sha256 } from '../../security/hash.js';
import type { AiStreamRunner } from '../ai/ai-stream.js';
import { topicForOutline } from '../ai/chat-routes.js';
import type { AiLimitsService, KnownAccount } from '../ai/limits.js';
import type { ExportService } from '../generation/export-service.js';
import type { RecordAccess } from '../generation/record-access.js';
import type { RecordService } from '../generation/record-service.js';
import type { RecordRow } from '../generation/record.js';
import { checkCallbackAddress, withoutOutline } from './callbacks.js';
import { openDecks } from './tables.js';

/** The job that writes a topic's outline and makes its record. */
export const OPEN_OUTLINE_JOB = 'open-outline';
/** A deck still queued this long after its create is failed (its job was lost), and refunded. */
const OUTLINE_GIVE_UP_MS = 15 * 60_000;
/** A deck whose outline is still being written this long after its create: its job died. */
const WRITING_GIVE_UP_MS = 30 * 60_000;

/** Who makes an open API call: the key's owner (and their row, for the charge). */
export interface OpenCaller {
  userId: string;
  keyId: string;
  /** The HMAC key of its decks' callbacks, derived from the API key (callbackSecretOf). */
  callbackSecret: string;
  user: KnownAccount;
}

interface OutlineJob {
  deckId: string;
  locale: Locale;
  pageLimit: OpenDeckCreateBody['pageLimit'];
  deepThinking: boolean;
}

type OpenDeckRow = typeof openDecks.$inferSelect;

export interface OpenDeckServiceDeps {
  db: Db;
  kv: KeyValueStore;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  records: RecordService;
  recordAccess: RecordAccess;
  exports: ExportService;
  aiLimits: AiLimitsService;
  aiStreams: AiStreamRunner;
  outlineWriter: OutlineWriter;
  now?: () => number;
}

/** A record's generation as the open API says it: pending, completed or failed. */
export function openStatusOf(status: PreviewStatus): OpenDeckStatus {
  if (status === 'completed') return 'completed';
  if (status === 'pending' || status === 'running' || status === 'not_submit_preview') {
    return 'pending';
  }
  return 'failed';
}

/**
 * The decks of the open API: the same records, points and limits as the web app. A deck from
 * an outline is a record at once and its generation starts; a deck from a topic is charged its
 * outline at once (5410 / 5411 answer the create), and its outline is written in a job, after
 * which it is a record like any other, with the id the create answered.
 */
export class OpenDeckService {
  private readonly now: () => number;

  constructor(private readonly deps: OpenDeckServiceDeps) {
    this.now = deps.now ?? Date.now;
    deps.jobs.register(OPEN_OUTLINE_JOB, (payload) => this.writeOutline(JSON.parse(payload)));
  }

  /** POST /api/open/v1/decks */
  async create(
    caller: OpenCaller,
    body: OpenDeckCreateBody,
    idempotencyKey: string | undefined,
    locale: Locale,
  ): Promise<OpenDeckCreated> {
    const themeId = body.themeId ?? DEFAULT_THEME_ID;
    // An engine theme, or a brand theme of the key's user or their team (5107 for another's).
    await this.deps.records.useTheme(caller.userId, themeId);
    if (body.callbackUrl) checkCallbackAddress(body.callbackUrl);
    const deckId = randomUUID();
    const remembered =
      idempotencyKey && (await this.remember(caller, idempotencyKey, body, deckId));
    if (remembered && remembered !== deckId) {
      return { deckId: remembered, status: await this.statusOf(caller.userId, remembered) };
    }
    try {
      if (body.outline !== undefined) await this.createFromOutline(caller, deckId, body, themeId);
      else await this.createFromTopic(caller, deckId, body, themeId, locale);
    } catch (err) {
      // A refused create is not remembered: the retry is checked again.
      if (idempotencyKey) await this.deps.kv.del(this.idempotencyEntry(caller, idempotencyKey));
      throw err;
    }
    if (body.outline !== undefined) await this.deps.records.generate(caller.userId, deckId, locale);
    return { deckId, status: 'pending' };
  }

  private idempotencyEntry(caller: OpenCaller, idempotencyKey: string): string {
    return `open-idem:${caller.keyId}:${sha256(idempotencyKey)}`;
  }

  /**
   * Remembers `deckId` for the key's Idempotency-Key (24 h), or answers the deck an earlier
   * create with it made; 5000 when that create sent another body.
   */
  private async remember(
    caller: OpenCaller,
    idempotencyKey: string,
    body: OpenDeckCreateBody,
    deckId: string,
  ): Promise<string> {
    const { kv } = this.deps;
    const entry = this.idempotencyEntry(caller, idempotencyKey);
    const fingerprint = sha256(JSON.stringify(body));
    // Twice: an earlier create that was refused meanwhile gives its entry back.
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await kv.setIfAbsent(entry, `${deckId} ${fingerprint}`, IDEMPOTENCY_TTL_SECONDS)) {
        return deckId;
      }
      const [earlier, earlierFingerprint] = (await kv.get(entry))?.split(' ') ?? [];
      if (!earlier) continue;
      if (earlierFingerprint !== fingerprint) {
        throw new AppError(
          ErrorCode.PARAMS_ERROR,
          'this Idempotency-Key was used with another request body',
          { expose: true },
        );
      }
      return earlier;
    }
    throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, 'the same create is being made');
  }

  private async createFromOutline(
    caller: OpenCaller,
    deckId: string,
    body: OpenDeckCreateBody,
    themeId: string,
  ): Promise<void> {
    const { aiLimits, records } = this.deps;
    const outline = body.outline!;
    await aiLimits.calls.take(caller.userId, 'generation');
    await aiLimits.createRecord(caller.userId, outline, () =>
      records.create(caller.userId, outline, themeId, undefined, deckId),
    );
    await this.insertDeck(caller, deckId, body, themeId, 'recorded');
  }

  private async createFromTopic(
    caller: OpenCaller,
    deckId: string,
    body: OpenDeckCreateBody,
    themeId: string,
    locale: Locale,
  ): Promise<void> {
    const { aiLimits, jobs, db } = this.deps;
    const topic = topicForOutline(body.topic!);
    await aiLimits.calls.take(caller.userId, 'outline-generate-ppt');
    await aiLimits.withProjectRoom(caller.userId, async () => undefined);
    // The row first: a charge is never left without the deck it paid for.
    await this.insertDeck(caller, deckId, { ...body, topic }, themeId, 'outlining');
    const drop = () => db.delete(openDecks).where(eq(openDecks.id, deckId));
    try {
      await aiLimits.beginOutline(
        caller.userId,
        { topic, ...(body.pageLimit ? { page_limit: body.pageLimit } : {}) },
        caller.user,
      );
    } catch (err) {
      await drop();
      throw err;
    }
    const job: OutlineJob = {
      deckId,
      locale,
      pageLimit: body.pageLimit,
      deepThinking: body.deepThinking ?? false,
    };
    try {
      await jobs.enqueue(OPEN_OUTLINE_JOB, deckId, JSON.stringify(job));
    } catch (err) {
      this.deps.log.warn({ err, deckId }, 'open outline not queued');
      await aiLimits.refundOutline(caller.userId);
      await drop();
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'the outline job could not be queued');
    }
  }

  private async insertDeck(
    caller: OpenCaller,
    deckId: string,
    body: OpenDeckCreateBody,
    themeId: string,
    state: 'outlining' | 'recorded',
  ): Promise<void> {
    await this.deps.db.insert(openDecks).values({
      id: deckId,
      userId: caller.userId,
      keyId: caller.keyId,
      topic: body.topic ?? null,
      themeId,
      state,
      callbackUrl: body.callbackUrl ?? null,
      callbackKey: body.callbackUrl ? caller.callbackSecret : null,
    });
  }

  /** The job: the topic's outline (the same stream as the app's, read by nobody), then the record. */
  private async writeOutline(job: OutlineJob): Promise<void> {
    const { db, aiStreams, aiLimits, records, outlineWriter: writer, log } = this.deps;
    const [row] = await db
      .update(openDecks)
      .set({ state: 'writing' })
      .where(and(eq(openDecks.id, job.deckId), eq(openDecks.state, 'outlining')))
      .returning();
    // Delivered twice, or failed meanwhile: the work is done once.
    if (!row) return;
    const { userId, themeId } = row;
    const topic = row.topic ?? '';
    try {
      await aiStreams.collect(userId, job.locale, log, {
        kind: 'outline',
        source: writer.offline ? 'offline' : 'model',
        model: writer.model,
        produce: (call) =>
          writer.streamOutline({
            ...call,
            topic,
            pageLimit: job.pageLimit ?? '',
            deepThinking: job.deepThinking,
          }),
        finish: async (outline) => {
          await aiLimits.createRecord(userId, outline, () =>
            records.create(userId, outline, themeId, undefined, row.id),
          );
          return { recordId: row.id };
        },
      });
      await db.update(openDecks).set({ state: 'recorded' }).where(eq(openDecks.id, row.id));
    } catch (err) {
      const caught = catalogueError(err);
      const code = caught instanceof AppError ? caught.code : ErrorCode.AI_ERROR;
      if (!(caught instanceof AppError)) log.error({ err, deckId: row.id }, 'open outline failed');
      // No record, no deck: the outline's points go back (the caller never saw the outline),
      // except for an answer refused for what it says, as in the app.
      if (code !== ErrorCode.SENSITIVE_WORDS) {
        await aiLimits.refundOutline(userId).catch((e: unknown) => log.error({ err: e }, 'refund'));
      }
      await this.fail(row.id, code);
      return;
    }
    await records.generate(userId, row.id, job.locale);
  }

  private async fail(deckId: string, code: number): Promise<void> {
    await this.deps.db
      .update(openDecks)
      .set({ state: 'failed', errorCode: code })
      .where(and(eq(openDecks.id, deckId), ne(openDecks.state, 'recorded')));
  }

  /**
   * Decks whose outline job was lost (a restart of the in-process queue, a dead worker) end as
   * failed, and their outline's points go back.
   */
  async sweep(): Promise<void> {
    const now = this.now();
    const lost = await this.deps.db
      .update(openDecks)
      .set({ state: 'failed', errorCode: ErrorCode.SERVICE_UNAVAILABLE })
      .where(
        or(
          and(
            eq(openDecks.state, 'outlining'),
            lt(openDecks.createdAt, new Date(now - OUTLINE_GIVE_UP_MS)),
          ),
          and(
            eq(openDecks.state, 'writing'),
            lt(openDecks.createdAt, new Date(now - WRITING_GIVE_UP_MS)),
          ),
        ),
      )
      .returning({ userId: openDecks.userId });
    for (const { userId } of lost) await this.deps.aiLimits.refundOutline(userId);
  }

  private async deckRow(userId: string, deckId: string): Promise<OpenDeckRow | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(openDecks)
      .where(and(eq(openDecks.id, deckId), eq(openDecks.userId, userId)))
      .limit(1);
    return row;
  }

  /** A retried create's answer: the deck's status ('pending' while the first is being made). */
  private async statusOf(userId: string, deckId: string): Promise<OpenDeckStatus> {
    const deck = await this.get(userId, deckId, 'en-US').catch(() => null);
    return deck?.status ?? 'pending';
  }

  /** GET /api/open/v1/decks/:deckId: any of the owner's records, or a deck still outlining. */
  async get(userId: string, deckId: string, locale: Locale): Promise<OpenDeck> {
    const record = await this.deps.recordAccess.findOwned(userId, deckId);
    if (record) return this.fromRecord(record, locale);
    const row = await this.deckRow(userId, deckId);
    // Another account's deck answers exactly as one that does not exist; so does a deck whose
    // record was removed (or is in the trash).
    if (!row || row.state === 'recorded') throw new AppError(ErrorCode.NOT_FOUND, 'no such deck');
    return this.fromRow(row, locale);
  }

  private fromRecord(record: RecordRow, locale: Locale): OpenDeck {
    const status = openStatusOf(record.previewStatus as PreviewStatus);
    return {
      deckId: record.id,
      status,
      title: record.title,
      themeId: record.themeId,
      slideCount: record.totalPage,
      outline: record.outline,
      ...(status === 'failed'
        ? { error: { code: 5400, message: errorMessage(ErrorCode.AI_ERROR, locale) } }
        : {}),
      createdAt: record.createdAt.toISOString(),
    };
  }

  private fromRow(row: OpenDeckRow, locale: Locale): OpenDeck {
    const failed = row.state === 'failed';
    const code = row.errorCode ?? ErrorCode.AI_ERROR;
    return {
      deckId: row.id,
      status: failed ? 'failed' : 'pending',
      title: row.topic ?? '',
      themeId: row.themeId,
      slideCount: 0,
      outline: '',
      ...(failed ? { error: { code, message: errorMessage(code, locale) } } : {}),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /**
   * GET /api/open/v1/decks: the owner's kept decks, newest first (the personal space's), after
   * the decks whose outline is still being written (on the first page; a deck that failed
   * before it had a record is answered by its GET).
   */
  async list(
    userId: string,
    page: { start: number; size: number },
    locale: Locale,
  ): Promise<Omit<OpenDeck, 'outline'>[]> {
    const { rows } = await this.deps.recordAccess.listSpace(userId, {
      start: page.start,
      size: page.size,
      sort: 'created',
      trash: false,
    });
    const waiting =
      page.start === 0
        ? await this.deps.db
            .select()
            .from(openDecks)
            .where(
              and(eq(openDecks.userId, userId), inArray(openDecks.state, ['outlining', 'writing'])),
            )
            .orderBy(desc(openDecks.createdAt))
            .limit(page.size)
        : [];
    const decks = [
      ...waiting.map((row) => withoutOutline(this.fromRow(row, locale))),
      ...rows.map((row) => ({
        deckId: row.id,
        status: openStatusOf(row.previewStatus as PreviewStatus),
        title: row.title,
        themeId: row.themeId,
        slideCount: row.totalPage,
        createdAt: row.createdAt.toISOString(),
      })),
    ];
    return decks.slice(0, page.size);
  }

  /** PATCH /api/open/v1/decks/:deckId: another theme (the generation runs again). */
  async restyle(userId: string, deckId: string, themeId: string, locale: Locale) {
    await this.requireRecord(userId, deckId);
    await this.deps.aiLimits.calls.take(userId, 'generation');
    await this.deps.records.generateInTheme(userId, deckId, themeId, locale);
    return this.get(userId, deckId, locale);
  }

  /** A deck that has its record: NOT_FOUND for none, 5422 while its outline is written. */
  private async requireRecord(userId: string, deckId: string): Promise<RecordRow> {
    const record = await this.deps.recordAccess.findOwned(userId, deckId);
    if (record) return record;
    const row = await this.deckRow(userId, deckId);
    if (!row || row.state === 'recorded') throw new AppError(ErrorCode.NOT_FOUND, 'no such deck');
    if (row.state === 'failed') throw new AppError(ErrorCode.NOT_FOUND, 'the deck failed');
    throw new AppError(ErrorCode.OUTLINE_FILLING, 'the outline is still being written');
  }

  /** POST /api/open/v1/decks/:deckId/exports */
  async startExport(userId: string, deckId: string, format: 'pptx' | 'pdf') {
    await this.requireRecord(userId, deckId);
    const started = await this.deps.exports.requestExport(userId, deckId, format);
    return { exportId: started.id, status: openExportStatus(started.status) };
  }

  /** GET /api/open/v1/decks/:deckId/exports/:exportId (`origin` makes the link absolute). */
  async exportOf(
    userId: string,
    deckId: string,
    exportId: string,
    origin: string,
    locale: Locale,
  ): Promise<OpenExport> {
    const { format, result } = await this.deps.exports.exportOf(userId, deckId, exportId, locale);
    return {
      exportId,
      format,
      status: openExportStatus(result.status),
      url: result.status === 'finish' && result.url ? `${origin}${result.url}` : null,
      ...(result.status === 'error'
        ? { error: { code: result.code ?? ErrorCode.SERVER_ERROR, message: result.error ?? '' } }
        : {}),
    };
  }

  /** GET /api/open/v1/themes (`thumbnail` of a theme: its public picture path). */
  themes(locale: Locale, thumbnail: (themeId: string) => string) {
    return listThemes().map((theme) => ({
      id: theme.id,
      name: locale === 'en-US' ? theme.name.en : theme.name.zh,
      family: theme.family,
      thumbnail: thumbnail(theme.id),
    }));
  }
}

function openExportStatus(status: string): OpenExport['status'] {
  if (status === 'finish') return 'finish';
  if (status === 'error') return 'error';
  return 'pending';
}
