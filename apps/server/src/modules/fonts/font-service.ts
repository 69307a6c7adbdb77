import {
  AppError,
  ErrorCode,
  type DeckFontsInfo,
  type FontInfo,
  type FontList,
  type FontSavePptBody,
  type Locale,
} from '@slidecraft/contract';
import {
  applyDeckFonts,
  deckFonts,
  SHIPPED_FONTS,
  shippedFont,
  type DeckDocument,
  type FontCategory,
  type ShippedFont,
} from '@slidecraft/deck';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fontFavourites } from './tables.js';
import type { WorkspaceService } from '../workspace/workspace-service.js';
import { webFontCssPath } from './web-fonts.js';

/** WorkspaceService.document answers the stored deck migrated and checked: a DeckDocument. */
const deckOf = (deck: unknown) => deck as DeckDocument;

const unknownFont = (id: string) => new AppError(ErrorCode.PARAMS_ERROR, `unknown font ${id}`);

function fontOf(id: string): ShippedFont {
  const font = shippedFont(id);
  if (!font) throw unknownFont(id);
  return font;
}

/**
 * The font calls: the shipped faces (packages/deck fonts/families.ts) with the caller's
 * favourites, and a deck's fonts per role, read from and written to its document (so the
 * editor, downloads and previews see them with no second source of truth).
 */
export class FontService {
  constructor(
    private readonly db: Db,
    private readonly workspace: WorkspaceService,
  ) {}

  private info(font: ShippedFont, locale: Locale, favourites: ReadonlySet<string>): FontInfo {
    return {
      id: font.id,
      name: font.names[locale],
      family: font.family,
      category: font.category,
      licence: font.licence,
      hasBold: font.hasBold,
      coverage: font.coverage,
      css: webFontCssPath(font.id),
      favourite: favourites.has(font.id),
    };
  }

  private async favouriteIds(userId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ fontId: fontFavourites.fontId })
      .from(fontFavourites)
      .where(eq(fontFavourites.userId, userId));
    return new Set(rows.map((row) => row.fontId));
  }

  /** getStyleInfo: one font (5000 for an id the engine does not ship). */
  async styleInfo(userId: string, id: string, locale: Locale): Promise<FontInfo> {
    const font = fontOf(id);
    return this.info(font, locale, await this.favouriteIds(userId));
  }

  /** favourite: idempotent. */
  async favourite(userId: string, id: string): Promise<void> {
    fontOf(id);
    await this.db.insert(fontFavourites).values({ userId, fontId: id }).onConflictDoNothing();
  }

  /** unFavourite: idempotent (a font that was no favourite stays none). */
  async unfavourite(userId: string, id: string): Promise<void> {
    fontOf(id);
    await this.db
      .delete(fontFavourites)
      .where(and(eq(fontFavourites.userId, userId), eq(fontFavourites.fontId, id)));
  }

  /** getMyList: the favourites, newest first, `size` from `start`. */
  async myList(
    userId: string,
    page: { start: number; size: number },
    locale: Locale,
  ): Promise<FontList> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ fontId: fontFavourites.fontId })
        .from(fontFavourites)
        .where(eq(fontFavourites.userId, userId))
        .orderBy(desc(fontFavourites.createdAt), fontFavourites.fontId)
        .offset(page.start)
        .limit(page.size),
      this.db.select({ n: count() }).from(fontFavourites).where(eq(fontFavourites.userId, userId)),
    ]);
    const all = new Set(rows.map((row) => row.fontId));
    // A favourite of a font no longer shipped is skipped rather than failing the list.
    const items = rows.flatMap((row) => {
      const font = shippedFont(row.fontId);
      return font ? [this.info(font, locale, all)] : [];
    });
    return { items, total: total?.n ?? 0 };
  }

  /**
   * searchRecommend: the shipped fonts whose name (in any language), family or id contains the
   * keyword, in the category if one is given; the caller's favourites first, then the
   * catalogue's order.
   */
  async searchRecommend(
    userId: string,
    query: { keyword?: string | undefined; category?: FontCategory | undefined },
    locale: Locale,
  ): Promise<FontList> {
    const favourites = await this.favouriteIds(userId);
    const keyword = query.keyword?.toLowerCase() ?? '';
    const found = SHIPPED_FONTS.filter(
      (font) =>
        (!query.category || font.category === query.category) &&
        (keyword === '' ||
          [font.id, font.family, ...Object.values(font.names)].some((name) =>
            name.toLowerCase().includes(keyword),
          )),
    );
    const ordered = [
      ...found.filter((font) => favourites.has(font.id)),
      ...found.filter((font) => !favourites.has(font.id)),
    ];
    return {
      items: ordered.map((font) => this.info(font, locale, favourites)),
      total: ordered.length,
    };
  }

  private async deckInfo(
    userId: string,
    recordId: string,
    version: number,
    fonts: ReturnType<typeof deckFonts>,
    locale: Locale,
  ): Promise<DeckFontsInfo> {
    const favourites = await this.favouriteIds(userId);
    const of = (font: ShippedFont | null) => font && this.info(font, locale, favourites);
    return { recordId, version, heading: of(fonts.heading), body: of(fonts.body) };
  }

  /** getSavePPT: the deck's fonts per role as its saved document has them. */
  async savedFonts(userId: string, recordId: string, locale: Locale): Promise<DeckFontsInfo> {
    const doc = await this.workspace.document(userId, recordId);
    return this.deckInfo(userId, recordId, doc.version, deckFonts(deckOf(doc.deck)), locale);
  }

  /**
   * savePPT: the deck's heading and/or body text in a font, saved as a new version of its
   * document (5430 when it changed in between, 5422 while it is being generated).
   */
  async saveFonts(userId: string, body: FontSavePptBody, locale: Locale): Promise<DeckFontsInfo> {
    if (body.heading === undefined && body.body === undefined) {
      throw new AppError(ErrorCode.PARAMS_ERROR, 'name a heading or a body font');
    }
    const pick = (id: string | null | undefined) =>
      id === undefined ? undefined : id === null ? null : fontOf(id);
    const choice = { heading: pick(body.heading), body: pick(body.body) };
    const doc = await this.workspace.document(userId, body.recordId);
    const deck = applyDeckFonts(deckOf(doc.deck), choice);
    const version = await this.workspace.save(userId, body.recordId, doc.version, deck);
    return this.deckInfo(userId, body.recordId, version, deckFonts(deck), locale);
  }
}
