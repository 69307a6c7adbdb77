import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  ErrorCode,
  DEFAULT_LOCALE,
  isLocale,
  isPreviewActive,
  serializeOutline,
  type Locale,
  type PreviewResult,
  type PreviewStatus,
  type RecordInfo,
} from '@slidecraft/contract';
import { migrateDeck, outlineToDeck, type PngPool } from '@slidecraft/deck';
import type { JobQueue } from '../../jobs/job-queue.js';
import { drawnTheme, withBrandImages, type BrandThemeUse } from './brand-use.js';
import { withPicture, type ArrivedPicture, type DeckPictures } from './deck-pictures.js';
import { PageDraws } from './page-draws.js';
import { heartbeat, NO_WORKER_GIVE_UP_MS, STALE_AFTER_MS } from '../../jobs/sweeper.js';
import type { OutlineWriter } from '../../providers/llm/llm.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { UsageRecorder } from '../ai/usage-ledger.js';
import type { FileLinkSigner } from '../files/file-links.js';
import type { FillService } from './fill-service.js';
import type { PreviewJobRepo } from './preview-job-repo.js';
import {
  isImported,
  recordOutline,
  type RecordPictures,
  type RecordRow,
  type RecordSummary,
} from './record.js';
import type { RecordRepo } from './record-repo.js';

export const PREVIEW_JOB = 'generate-deck';
/** Draws a record's first slide again after an edit (the history and lists show it). */
export const COVER_JOB = 'refresh-cover';
/** An edit's cover is drawn this long after the last save that changed it (autosaves come in runs). */
const COVER_DELAY_MS = 1500;
/** Width of the slide images of the workspace preview (16:9). */
const PREVIEW_WIDTH = 960;
/** A generation (fill, layout, every preview) running longer than this ends as 'timeout'. */
export const GENERATION_TIMEOUT_MS = 5 * 60 * 1000;
/**
 * Preview links are signed as of the start of the current minute: the same link for a minute
 * (the browser keeps the image it has instead of fetching it again on every poll), still valid
 * for at least nine of its ten minutes.
 */
const LINK_BUCKET_SECONDS = 60;

export const previewKey = (
  record: Pick<RecordRow, 'userId' | 'id'>,
  revision: number,
  page: number,
) => `previews/${record.userId}/${record.id}/${revision}/${page + 1}.png`;

/** Tries of a generation before the sweeper fails it (a dead worker or node uses one). */
const PREVIEW_MAX_ATTEMPTS = 3;

interface JobPayload {
  recordId: string;
  revision: number;
  /** The try it was queued for (the record's previewAttempts then). */
  attempt: number;
  /** The language of the request that started it (what the fill writes in). */
  locale?: Locale;
}

/** The job ran past its deadline (status 'timeout', not 'failed'). */
class GenerationTimeout extends Error {}

/**
 * The generation of a record, as a job started by preview/outline or preview/theme: fills the
 * pages the outline left empty (FillService), lays the deck out again when it did, and renders
 * the slides to images, several at once on the PNG pool's threads. Progress (finishPage of
 * totalPage: the pages stored, in order) and status are kept on
 * the record so that any node can report them; a newer revision (theme change, restart) or a
 * removed record stops the job.
 */
export class PreviewService {
  readonly limits = { jobMs: GENERATION_TIMEOUT_MS };
  /** Aborted when the app closes, so that a slow model does not hold the shutdown. */
  private readonly shutdown = new AbortController();

  constructor(
    private readonly records: RecordRepo,
    private readonly jobs: PreviewJobRepo,
    private readonly attachments: Pick<RecordPictures, 'deckImages'>,
    private readonly storage: FileStorage,
    /** The slide images, drawn on the worker-thread pool. */
    private readonly pngs: Pick<PngPool, 'render' | 'threads'>,
    private readonly links: FileLinkSigner,
    private readonly queue: JobQueue,
    /** Public so that tests can shorten its per-page deadline. */
    readonly filler: FillService,
    private readonly writer: OutlineWriter,
    private readonly usage: UsageRecorder,
    private readonly log: FastifyBaseLogger,
    /** Model pictures for the illustrations (IMAGE_*); null: the illustrations stay. */
    private readonly pictures: DeckPictures | null = null,
    private readonly brands?: BrandThemeUse,
  ) {
    queue.register(PREVIEW_JOB, (payload, job) =>
      this.generate(JSON.parse(payload) as JobPayload, job.reqId),
    );
    queue.register(COVER_JOB, (recordId) => this.refreshCover(recordId));
  }

  private readonly coverTimers = new Map<string, ReturnType<typeof setTimeout>>();

  /**
   * After an editor save changed the first slide: its image (the history's thumbnail) is drawn
   * again from the saved deck, once the run of autosaves has settled.
   */
  coverChanged(recordId: string): void {
    clearTimeout(this.coverTimers.get(recordId));
    const timer = setTimeout(() => {
      this.coverTimers.delete(recordId);
      this.queue.enqueue(COVER_JOB, `cover:${recordId}`, recordId).catch((err: unknown) => {
        // A closed or unreachable queue: the old thumbnail stays until the next edit.
        this.log.warn({ err, recordId }, 'cover refresh not queued');
      });
    }, COVER_DELAY_MS);
    timer.unref();
    this.coverTimers.set(recordId, timer);
  }

  private async refreshCover(recordId: string): Promise<void> {
    const record = await this.records.findById(recordId);
    const status = record?.previewStatus as PreviewStatus | undefined;
    // A generation under way draws every slide itself.
    if (!record || record.finishPage === 0 || !record.deck || isPreviewActive(status)) return;
    const deck = migrateDeck(record.deck);
    if (deck.slides.length === 0) return;
    // Only the first slide's pictures are read: that is all this image draws.
    const drawn = await drawnTheme(this.brands, deck.themeId, record.userId, { pictures: true });
    const { brand } = drawn;
    const cover = { ...deck, themeId: drawn.themeId, slides: deck.slides.slice(0, 1) };
    const images = withBrandImages(await this.attachments.deckImages(record.id, cover), brand);
    const png = await this.pngs.render(cover, 0, { width: PREVIEW_WIDTH, images });
    await this.storage.put(previewKey(record, record.revision, 0), png);
  }

  /** Queues the generation of a record's revision; throws when the queue takes no more jobs. */
  async schedule(
    record: Pick<RecordRow, 'id' | 'revision' | 'previewAttempts'>,
    locale?: Locale,
  ): Promise<void> {
    const { id, revision, previewAttempts: attempt } = record;
    const payload: JobPayload = { recordId: id, revision, attempt, locale };
    await this.queue.enqueue(
      PREVIEW_JOB,
      `preview:${id}:${revision}:${attempt}`,
      JSON.stringify(payload),
    );
  }

  private sign(
    record: Pick<RecordRow, 'userId' | 'id' | 'previewPictures'>,
    revision: number,
    page: number,
  ) {
    const now = Math.floor(Date.now() / 1000);
    // Each model picture that arrives changes the links, so the browser loads the pages again.
    const version = record.previewPictures > 0 ? `-v${record.previewPictures}` : '';
    return this.links.sign(
      previewKey(record, revision, page),
      `${page + 1}${version}.png`,
      now - (now % LINK_BUCKET_SECONDS),
    );
  }

  private async owned(userId: string, recordId: string): Promise<RecordRow> {
    const record = await this.records.findOwned(userId, recordId);
    if (!record) throw new AppError(ErrorCode.NO_USER_PERMISSION, 'record not found for this user');
    return record;
  }

  async info(userId: string, recordId: string): Promise<RecordInfo> {
    const record = await this.owned(userId, recordId);
    return {
      recordId: record.id,
      title: record.title,
      themeId: record.themeId,
      status: record.previewStatus as PreviewStatus,
      finishPage: record.finishPage,
      totalPage: record.totalPage,
      slides: Array.from({ length: record.finishPage }, (_, page) =>
        this.sign(record, record.revision, page),
      ),
    };
  }

  async result(userId: string, recordId: string): Promise<PreviewResult> {
    const record = await this.owned(userId, recordId);
    return resultOf(record);
  }

  /** The first slide's image of a listed record, once it is rendered. */
  thumbnail(record: RecordSummary): string | null {
    return record.finishPage > 0 ? this.sign(record, record.revision, 0) : null;
  }

  /** The job. Stops quietly when its revision is superseded or the record removed. */
  private async generate(
    { recordId, revision, attempt, locale }: JobPayload,
    reqId?: string,
  ): Promise<void> {
    if (!(await this.jobs.claimPreview(recordId, revision, attempt))) return;
    const stopBeat = heartbeat(() => this.jobs.beatPreview(recordId, revision), this.log);
    try {
      await this.generateClaimed(recordId, revision, locale, reqId);
    } finally {
      stopBeat();
    }
  }

  private async generateClaimed(
    recordId: string,
    revision: number,
    locale: Locale | undefined,
    reqId: string | undefined,
  ) {
    const record = await this.records.findById(recordId);
    if (!record || record.revision !== revision) return;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new GenerationTimeout()), this.limits.jobMs);
    const signal = AbortSignal.any([deadline.signal, this.shutdown.signal]);
    let done = 0;
    try {
      // A brand theme is registered before the fill lays the deck out in it; a stored deck
      // (an import's) may name another theme, and either may be one its user lost.
      const want = { pictures: true };
      const before = await drawnTheme(this.brands, record.themeId, record.userId, want);
      const filled = await this.fill({ ...record, themeId: before.themeId }, locale, signal);
      if (!filled) return;
      const { themeId, brand } =
        filled.themeId === before.themeId
          ? before
          : await drawnTheme(this.brands, filled.themeId, record.userId, want);
      let deck = { ...filled, themeId };
      // Loaded once for every page; a deck laid out anew from its outline has none.
      const images = new Map(
        withBrandImages(await this.attachments.deckImages(record.id, deck), brand),
      );
      // Model pictures are asked at once and put in as they arrive: a page not drawn yet gets
      // its picture straight away, a page already drawn is drawn again. Nothing waits for the
      // slowest picture but the final 'completed'.
      const pending = new Set(this.pictures?.start(record, deck, signal) ?? []);
      const arrived: ArrivedPicture[] = [];
      for (const picture of pending) void picture.then((p) => p && arrived.push(p));
      let unsaved = 0;
      const take = () => {
        const pages = arrived.splice(0).map((picture) => {
          deck = withPicture(deck, picture);
          images.set(picture.src, picture.image);
          unsaved++;
          return picture.page;
        });
        return new Set(pages);
      };
      const pages = new PageDraws(async (page) => {
        const png = await this.pngs.render(deck, page, { width: PREVIEW_WIDTH, images });
        await this.storage.put(previewKey(record, revision, page), png);
      });
      try {
        // The pages are drawn a few ahead on the pool's threads, and reported in order: the
        // progress (finishPage) counts the pages whose images are stored, 1, 2, 3, ...
        const ahead = 2 * this.pngs.threads;
        let sent = 0;
        while (done < deck.slides.length) {
          signal.throwIfAborted();
          // Pictures that came meanwhile: a page already sent is drawn again, after its first
          // drawing (with the others, its new link comes when the pictures are saved, once
          // every page is drawn); a page not sent yet is drawn with its picture.
          for (const arrivedAt of take()) if (arrivedAt < sent) pages.draw(arrivedAt);
          for (; sent < deck.slides.length && sent < done + ahead; sent++) pages.draw(sent);
          await pages.first(done);
          done++;
          const last = done === deck.slides.length && pending.size === 0;
          const status = last ? 'completed' : 'running';
          if (!(await this.jobs.setPreviewProgress(recordId, revision, done, status))) return;
        }
        if (pending.size === 0) return;
        const save = async () => {
          await pages.settled();
          if (unsaved === 0) return true;
          const saved = await this.jobs.applyPictures(recordId, revision, deck, unsaved);
          unsaved = 0;
          return saved;
        };
        if (!(await save())) return;
        while (pending.size > 0) {
          const next = await Promise.race([...pending].map((p) => p.then(() => ({ p }))));
          pending.delete(next.p);
          signal.throwIfAborted();
          for (const page of take()) pages.draw(page);
          if (!(await save())) return;
        }
      } finally {
        // No image of this job is written after it ends.
        await pages.stopped();
      }
      await this.jobs.setPreviewProgress(recordId, revision, done, 'completed');
    } catch (err) {
      // Left 'running': once its heartbeat is old, the sweeper gives it another try.
      if (this.shutdown.signal.aborted) return;
      const timedOut = deadline.signal.aborted;
      this.log.error(
        { err, recordId, reqId },
        timedOut ? 'generation timed out' : 'generation failed',
      );
      await this.jobs.setPreviewProgress(recordId, revision, done, timedOut ? 'timeout' : 'failed');
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Fills the record's empty pages and stores the filled outline with its new deck; the deck
   * to render, or undefined when the revision was superseded meanwhile.
   */
  private async fill(record: RecordRow, requested: Locale | undefined, signal: AbortSignal) {
    // An imported deck (restyled or not) is the file's slides, not a layout of its outline.
    if (isImported(record.deck) || isImported(record.originDeck)) return migrateDeck(record.deck);
    const outline = recordOutline(record);
    const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
    const filled = await this.filler.fill(outline, { locale, signal });
    if (filled.filled === 0) return migrateDeck(record.deck);
    const deck = outlineToDeck(filled.outline, { themeId: record.themeId });
    const stored = await this.jobs.applyFill(record.id, record.revision, {
      outline: serializeOutline(filled.outline),
      deck,
      totalPage: deck.slides.length,
    });
    await this.usage.record({
      userId: record.userId,
      kind: 'fill',
      model: filled.byModel > 0 ? this.writer.model : 'offline',
      ...filled.usage,
    });
    return stored ? deck : undefined;
  }

  /** At close: running generations stop where they are, to be resumed by the next start. */
  stop(): void {
    this.shutdown.abort();
    for (const timer of this.coverTimers.values()) clearTimeout(timer);
    this.coverTimers.clear();
  }

  /**
   * One round of the sweeper (jobs/sweeper.ts): generations of dead processes get another try
   * (or fail after the last), and pending ones are queued (again: a waiting job is not doubled).
   * `everyRunning`: at the start of the only node, every running generation is a dead one.
   */
  async sweep(everyRunning = false): Promise<void> {
    const before = everyRunning ? null : new Date(Date.now() - STALE_AFTER_MS);
    if ((await this.queue.workers()) === 0) {
      // Nobody would run a retry: the user sees the failure now rather than a spinner.
      const waitedSince = new Date(Date.now() - NO_WORKER_GIVE_UP_MS);
      await this.jobs.failStuckPreviews(before ?? new Date(), waitedSince);
    }
    await this.jobs.releaseStalePreviews(before, PREVIEW_MAX_ATTEMPTS);
    for (const row of await this.jobs.pendingPreviews()) await this.schedule(row);
  }
}

export function resultOf(record: Pick<RecordRow, 'previewStatus' | 'finishPage' | 'totalPage'>) {
  return {
    status: record.previewStatus as PreviewStatus,
    finishPage: record.finishPage,
    totalPage: record.totalPage,
  };
}
