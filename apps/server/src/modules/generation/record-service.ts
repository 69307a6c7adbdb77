import {
  AppError,
  DEFAULT_LOCALE,
  ErrorCode,
  ORIGINAL_THEME_ID,
  isPreviewActive,
  outlineTitle,
  parseOutline,
  type Locale,
  type PreviewResult,
  type PreviewStatus,
} from '@slidecraft/contract';
import { isDeepStrictEqual } from 'node:util';
import {
  DEFAULT_THEME_ID,
  getTheme,
  migrateDeck,
  outlineToDeck,
  restyleDeck,
  rethemeDeck,
  type ContentLayoutId,
  type DeckDocument,
} from '@slidecraft/deck';
import { drawnTheme, type BrandThemeUse } from './brand-use.js';
import { resultOf, type PreviewService } from './preview-service.js';
import { isImported, recordOutline, type RecordRow } from './record.js';
import type { RecordRepo } from './record-repo.js';

/**
 * Generation records: an outline and the deck laid out from it (the record's jsonFile). A new
 * record is laid out at once (so a bad outline is refused right away) but generated only when
 * asked (preview/outline or preview/theme), as spec section 4's not_submit_preview implies.
 */
export class RecordService {
  constructor(
    private readonly repo: RecordRepo,
    private readonly previews: PreviewService,
    private readonly brands?: BrandThemeUse,
  ) {}

  private async owned(userId: string, recordId: string): Promise<RecordRow> {
    const record = await this.repo.findOwned(userId, recordId);
    if (!record) throw new AppError(ErrorCode.NO_USER_PERMISSION, 'record not found for this user');
    return record;
  }

  /**
   * The record as its user may still draw it: in a brand theme they may no longer use (removed,
   * a team they left) it is in the default theme, deck and origin alike, its layout as it was
   * (as the editor opens it), so it can still go into another theme.
   */
  private async drawn(userId: string, record: RecordRow): Promise<RecordRow> {
    const { themeId } = await drawnTheme(this.brands, record.themeId, userId);
    if (themeId === record.themeId) return record;
    const lost = record.themeId;
    const inTheme = (stored: unknown) => {
      const doc = stored as { themeId?: unknown } | null;
      return doc && typeof doc === 'object' && doc.themeId === lost ? { ...doc, themeId } : stored;
    };
    return {
      ...record,
      themeId,
      deck: inTheme(record.deck),
      originDeck: inTheme(record.originDeck),
    };
  }

  /**
   * Makes a theme ready for the user's decks: a brand theme registered with the engine (5107
   * when it is not theirs to use), an engine theme checked (5000 for an unknown id).
   */
  async useTheme(userId: string, themeId: string): Promise<void> {
    await this.brands?.use(themeId, userId);
    getTheme(themeId);
  }

  /**
   * Parses the outline (5404-5407), lays out the deck (5421) and stores the record; a template's
   * deck follows its layout plan.
   */
  async create(
    userId: string,
    outlineText: string,
    themeId = DEFAULT_THEME_ID,
    layoutPlan?: Readonly<Record<string, ContentLayoutId>>,
    /** The id it takes (a deck of the open API named its id before the outline was written). */
    id?: string,
  ): Promise<RecordRow> {
    await this.brands?.use(themeId, userId);
    const outline = parseOutline(outlineText);
    const deck = outlineToDeck(outline, { themeId, ...(layoutPlan ? { layoutPlan } : {}) });
    return this.repo.insert({
      ...(id ? { id } : {}),
      userId,
      title: outlineTitle(outlineText) || deck.title,
      outline: outlineText,
      deck,
      themeId: deck.themeId,
      totalPage: deck.slides.length,
      previewStatus: 'not_submit_preview' satisfies PreviewStatus,
    });
  }

  /**
   * Stores a deck that was not laid out from its outline (an imported PPTX): the deck is kept
   * as it is and is its own origin, so a theme change lays it out anew and can be undone.
   */
  async createImported(
    userId: string,
    values: { title: string; outline: string; deck: DeckDocument },
  ): Promise<RecordRow> {
    return this.repo.insert({
      userId,
      title: values.title,
      outline: values.outline,
      deck: values.deck,
      originDeck: values.deck,
      themeId: ORIGINAL_THEME_ID,
      totalPage: values.deck.slides.length,
      previewStatus: 'not_submit_preview' satisfies PreviewStatus,
    });
  }

  /**
   * Starts the generation of a record (preview/outline). A generation under way or finished is
   * left as it is, so a repeated click costs nothing; a failed or never started one starts over.
   */
  async generate(userId: string, recordId: string, locale: Locale): Promise<PreviewResult> {
    const record = await this.owned(userId, recordId);
    const status = record.previewStatus as PreviewStatus;
    if (isPreviewActive(status) || status === 'completed') return resultOf(record);
    return this.submit(await this.repo.restart(record.id), locale);
  }

  /**
   * Generates the record in another theme (preview/theme, change-theme) and renders its slides
   * anew: an untouched deck is laid out again from the outline, an edited one keeps every edit
   * (rethemeDeck). Asking for the record's own theme is the same as generate; a change while
   * a generation runs supersedes it. 5000 for an unknown theme.
   */
  async generateInTheme(
    userId: string,
    recordId: string,
    themeId: string,
    locale: Locale,
  ): Promise<PreviewResult> {
    // A brand theme (the new one, or the record's) is registered before anything lays out in it.
    await this.brands?.use(themeId, userId);
    const record = await this.drawn(userId, await this.owned(userId, recordId));
    if (isImported(record.originDeck)) return this.restyle(userId, record, themeId, locale);
    getTheme(themeId);
    if (record.themeId === themeId) return this.generate(userId, recordId, locale);
    const generated = outlineToDeck(recordOutline(record), { themeId });
    // An edited deck keeps its edits in the new theme's colours and fonts; an untouched one is
    // laid out anew, with the new theme's covers and decorations.
    const edited = record.originDeck !== null && !isDeepStrictEqual(record.deck, record.originDeck);
    const deck = edited ? rethemeDeck(migrateDeck(record.deck), themeId) : generated;
    const restarted = await this.repo.restart(record.id, {
      deck,
      originDeck: generated,
      themeId,
      totalPage: deck.slides.length,
    });
    return this.submit(restarted, locale);
  }

  /**
   * A theme for a deck made from a .pptx ("换主题 / 一键美化"): its slides laid out anew by the
   * engine in the theme, every text, picture, table and chart kept (restyleDeck), with the
   * user's edits; ORIGINAL_THEME_ID brings the deck back as it was before the first restyle
   * (the record's origin keeps it, edits made before restyling included). 5000 for an unknown
   * theme.
   */
  private async restyle(
    userId: string,
    record: RecordRow,
    themeId: string,
    locale: Locale,
  ): Promise<PreviewResult> {
    if (record.themeId === themeId) return this.generate(userId, record.id, locale);
    const current = migrateDeck(record.deck);
    // Restyled from the deck as it is now; its imported form is what "back" returns to.
    const origin = current.imported ? current : migrateDeck(record.originDeck);
    let deck: DeckDocument;
    if (themeId === ORIGINAL_THEME_ID) deck = origin;
    else {
      getTheme(themeId);
      deck = restyleDeck(current, themeId);
    }
    const restarted = await this.repo.restart(record.id, {
      deck,
      originDeck: origin,
      themeId,
      totalPage: deck.slides.length,
    });
    return this.submit(restarted, locale);
  }

  /**
   * POST /api/ai/outline/fill-info: the record takes an outline (its empty pages already filled;
   * `text`, as serializeOutline writes it) laid out in a theme, and its generation starts anew.
   * 5422 while a generation runs; 5000 for an unknown theme.
   */
  async replaceOutline(
    userId: string,
    recordId: string,
    text: string,
    deck: DeckDocument,
    locale: Locale,
  ): Promise<PreviewResult> {
    const record = await this.owned(userId, recordId);
    if (isPreviewActive(record.previewStatus as PreviewStatus)) {
      throw new AppError(ErrorCode.OUTLINE_FILLING, 'the deck is being generated');
    }
    const restarted = await this.repo.restart(record.id, {
      deck,
      originDeck: deck,
      themeId: deck.themeId,
      totalPage: deck.slides.length,
      outline: text,
      title: outlineTitle(text) || deck.title,
    });
    return this.submit(restarted, locale);
  }

  /** POST /api/workspace/ppt/change-theme: generateInTheme in the default language. */
  async changeTheme(userId: string, recordId: string, themeId: string): Promise<PreviewResult> {
    return this.generateInTheme(userId, recordId, themeId, DEFAULT_LOCALE);
  }

  /** Queues the job; a queue that takes no more jobs (shutting down) is submit_failed. */
  private async submit(record: RecordRow, locale: Locale): Promise<PreviewResult> {
    try {
      await this.previews.schedule(record, locale);
      return resultOf(record);
    } catch {
      await this.repo.setPreviewStatus(record.id, record.revision, 'submit_failed');
      return { ...resultOf(record), status: 'submit_failed' };
    }
  }
}
