import {
  AppError,
  ErrorCode,
  isPreviewActive,
  ORIGINAL_THEME_ID,
  type DeckPatch,
  type Outline,
  type OutlineLoadResult,
  type PreviewStatus,
  type WorkspaceDoc,
} from '@slidecraft/contract';
import {
  DEFAULT_MAX_PAGES,
  deckImageSources,
  getTheme,
  migrateDeck,
  type DeckDocument,
  type Slide,
} from '@slidecraft/deck';
import { catalogueError } from '../../http/deck-errors.js';
import type { AttachmentService } from '../attachments/attachment-service.js';
import { drawnTheme, type BrandThemeUse } from '../generation/brand-use.js';
import type { RecordAccess } from '../generation/record-access.js';
import { recordOutline, type RecordRow } from '../generation/record.js';
import { applyDeckPatches } from './deck-patches.js';

export interface SlideContext {
  deck: DeckDocument;
  slide: Slide;
  /** The slide as generated, when the generation made it. */
  originSlide: Slide | undefined;
  /** The record's outline text. */
  outline: string;
  /** That outline parsed (recordOutline); undefined if it no longer parses. */
  parsed: Outline | undefined;
}

/**
 * The deck document of a record as the editor reads and writes it. Every write names the
 * version it started from; the stored version moves on every write (generation, theme change,
 * save), so a second tab or a theme change in between makes a save stale (5430), never lost
 * silently. Downloads read the stored deck, so they always carry the latest save.
 */
export class WorkspaceService {
  constructor(
    private readonly records: RecordAccess,
    private readonly attachments: AttachmentService,
    /** The tier's page limit on a save that adds slides (AiLimitsService.checkEditedPages). */
    private readonly checkPages: (userId: string, slides: number, before: number) => Promise<void>,
    /** A save changed the first slide: its image, the history's thumbnail, is drawn again. */
    private readonly coverChanged: (recordId: string) => void = () => undefined,
    /** Brand themes (generation's BrandThemeUse): none, engine themes only. */
    private readonly brands?: Pick<BrandThemeUse, 'use'>,
  ) {}

  /**
   * A document in a brand theme has its theme registered before it is checked (this process
   * may not have seen the theme yet); 5107 for a brand theme the user may not use.
   */
  private async useThemeOf(userId: string, document: unknown): Promise<void> {
    const themeId = (document as { themeId?: unknown } | null)?.themeId;
    if (typeof themeId === 'string') await this.brands?.use(themeId, userId);
  }

  /**
   * The deck as the user may still draw it: one in a brand theme they may no longer use (a team
   * theme they left, or one removed) is in the default theme, its layout as it was, so it still
   * opens and saves. A theme chosen anew is checked strictly (writable).
   */
  private async drawable<T>(userId: string, document: T): Promise<T> {
    const stored = (document as { themeId?: unknown } | null)?.themeId;
    if (typeof stored !== 'string') return document;
    const { themeId } = await drawnTheme(this.brands, stored, userId);
    return themeId === stored ? document : { ...document, themeId };
  }

  /** A written document: the theme it had may have gone (drawable); a new one must be usable. */
  private async writable(userId: string, document: unknown, stored: unknown): Promise<unknown> {
    const themeOf = (doc: unknown) => (doc as { themeId?: unknown } | null)?.themeId;
    if (themeOf(document) === themeOf(stored)) return this.drawable(userId, document);
    await this.useThemeOf(userId, document);
    return document;
  }

  private async owned(userId: string, recordId: string): Promise<RecordRow> {
    const record = await this.records.findOwned(userId, recordId);
    if (!record) throw new AppError(ErrorCode.NO_USER_PERMISSION, 'record not found for this user');
    return record;
  }

  /** json-file and reload: the deck as last saved, at the current model version. */
  async document(userId: string, recordId: string): Promise<WorkspaceDoc> {
    const record = await this.owned(userId, recordId);
    return docOf(record, await this.drawable(userId, parseStored(record.deck)));
  }

  /** outline/load: the record's outline text (as its generation filled it), title, theme, status. */
  async outline(userId: string, recordId: string): Promise<OutlineLoadResult> {
    const record = await this.owned(userId, recordId);
    return {
      recordId: record.id,
      title: record.title,
      outline: record.outline,
      themeId: record.themeId,
      status: record.previewStatus,
    };
  }

  /** origin-json-file: the deck as the generation wrote it, before any edit. */
  async origin(userId: string, recordId: string): Promise<WorkspaceDoc> {
    const record = await this.owned(userId, recordId);
    return docOf(record, parseStored(record.originDeck ?? record.deck));
  }

  /** load-slide: one slide of the saved deck (5000 when the deck has no such slide). */
  async slide(
    userId: string,
    recordId: string,
    slideId: string,
  ): Promise<{ version: number; index: number; slide: Slide }> {
    const record = await this.owned(userId, recordId);
    const deck = parseStored(record.deck);
    const index = deck.slides.findIndex((slide) => slide.id === slideId);
    if (index < 0) throw new AppError(ErrorCode.PARAMS_ERROR, `no slide ${slideId}`);
    return { version: record.deckVersion, index, slide: deck.slides[index]! };
  }

  /**
   * What an AI action on one slide works from: the saved deck and the slide, the deck as
   * generated, and the outline (5422 while the deck is being generated, 5000 for an unknown
   * slide).
   */
  async slideContext(userId: string, recordId: string, slideId: string): Promise<SlideContext> {
    const record = await this.owned(userId, recordId);
    if (isPreviewActive(record.previewStatus as PreviewStatus)) {
      throw new AppError(ErrorCode.OUTLINE_FILLING, 'the deck is being generated');
    }
    // The slide is laid out again in the deck's theme: a brand theme registered in this process.
    const deck = await this.drawable(userId, parseStored(record.deck));
    const slide = deck.slides.find((s) => s.id === slideId);
    if (!slide) throw new AppError(ErrorCode.PARAMS_ERROR, `no slide ${slideId}`);
    const origin = record.originDeck ? parseStored(record.originDeck) : undefined;
    return {
      deck,
      slide,
      originSlide: origin?.slides.find((s) => s.id === slideId),
      outline: record.outline,
      parsed: parsedOrNone(record),
    };
  }

  /** save: the whole document (any known model version), replacing the one at `base`. */
  async save(userId: string, recordId: string, base: number, document: unknown): Promise<number> {
    const record = await this.owned(userId, recordId);
    const deck = validated(await this.writable(userId, document, record.deck));
    await this.attachments.checkDeck(userId, recordId, deckImageSources(deck));
    return this.store(userId, recordId, base, deck, record);
  }

  /** content: patches made since `base`, applied to the stored document and checked whole. */
  async patch(
    userId: string,
    recordId: string,
    base: number,
    patches: readonly DeckPatch[],
  ): Promise<number> {
    const record = await this.owned(userId, recordId);
    this.checkWritable(record, base);
    const stored = parseStored(record.deck);
    const deck = validated(await this.writable(userId, applyDeckPatches(stored, patches), stored));
    await this.attachments.checkDeck(userId, recordId, deckImageSources(deck));
    return this.store(userId, recordId, base, deck, record);
  }

  private async store(
    userId: string,
    recordId: string,
    base: number,
    deck: DeckDocument,
    /** The record as read: only a save that adds slides meets the tier's limit. */
    before: RecordRow,
  ): Promise<number> {
    await this.checkPages(userId, deck.slides.length, before.totalPage);
    const version = await this.records.saveDeck(userId, recordId, base, {
      deck,
      themeId: deck.themeId,
      totalPage: deck.slides.length,
    });
    if (version !== undefined) {
      if (firstSlideChanged(before.deck, deck)) this.coverChanged(recordId);
      return version;
    }
    // Say why nothing was stored: not the user's, being generated, or saved since.
    this.checkWritable(await this.owned(userId, recordId), base);
    throw new AppError(ErrorCode.DECK_CONFLICT, 'the deck changed while saving');
  }

  private checkWritable(record: RecordRow, base: number): void {
    if (isPreviewActive(record.previewStatus as PreviewStatus)) {
      throw new AppError(ErrorCode.OUTLINE_FILLING, 'the deck is being generated');
    }
    if (record.deckVersion !== base) {
      throw new AppError(
        ErrorCode.DECK_CONFLICT,
        `saved from version ${base}, stored is ${record.deckVersion}`,
      );
    }
  }
}

function docOf(record: RecordRow, deck: DeckDocument): WorkspaceDoc {
  return {
    recordId: record.id,
    title: record.title,
    // An import as it came is in its own design ('original'), whatever theme draws its rest.
    themeId: record.themeId === ORIGINAL_THEME_ID ? ORIGINAL_THEME_ID : deck.themeId,
    version: record.deckVersion,
    deck,
  };
}

/**
 * A document from a client: 5000 when it is not a deck this build can open or names an
 * unknown theme, 5421 above the engine's page limit. (Its pictures are checked against the
 * record's attachments apart: AttachmentService.checkDeck.)
 */
function validated(document: unknown): DeckDocument {
  let deck: DeckDocument;
  try {
    deck = migrateDeck(document);
    getTheme(deck.themeId);
  } catch (err) {
    throw catalogueError(err);
  }
  if (deck.slides.length > DEFAULT_MAX_PAGES) {
    throw new AppError(ErrorCode.PAGE_COUNT_LIMIT, `${deck.slides.length} slides`);
  }
  return deck;
}

/** JSON with object keys sorted: the database's jsonb keeps its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Whether a save changed what the first slide shows (its words, places, theme or pictures). */
function firstSlideChanged(stored: unknown, deck: DeckDocument): boolean {
  const before = stored as { themeId?: unknown; slides?: unknown[] } | null;
  return (
    before?.themeId !== deck.themeId || canonical(before?.slides?.[0]) !== canonical(deck.slides[0])
  );
}

/** A stored document: written by this service or the generation, so it always migrates. */
function parseStored(stored: unknown): DeckDocument {
  return migrateDeck(stored);
}

function parsedOrNone(record: RecordRow): Outline | undefined {
  try {
    return recordOutline(record);
  } catch {
    // A record's outline always parsed once; if it no longer does, work from the slide.
    return undefined;
  }
}
