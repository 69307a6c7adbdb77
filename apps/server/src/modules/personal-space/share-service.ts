import { randomBytes } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  SHARE_CODE,
  isBrandThemeId,
  type BrandThemeSpecResult,
  linkTo,
  personalSpaceApi,
  type ShareLink,
  type SharedDeck,
} from '@slidecraft/contract';
import { attachmentSrc, migrateDeck } from '@slidecraft/deck';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shares } from './tables.js';
import type { AttachmentService } from '../attachments/attachment-service.js';
import type { ExportService } from '../generation/export-service.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import { previewKey } from '../generation/preview-service.js';
import type { RecordAccess } from '../generation/record-access.js';

const notFound = () => new AppError(ErrorCode.NO_USER_PERMISSION, 'record not found for this user');
const noShare = () => new AppError(ErrorCode.SHARE_LINK_NOT_FOUND, 'unknown or revoked share');
const noDownload = () =>
  new AppError(ErrorCode.SHARE_FILE_NOT_FOUND, 'the owner does not allow downloads of this share');

/** A new share code: 16 random bytes, base64url (22 characters). */
const newCode = () => randomBytes(16).toString('base64url');

/**
 * The links a share hands out all go through its code, so each request looks the share up
 * again and a revoke (or the trash) ends every one of them at once: the first slide's image
 * and the deck's pictures.
 */
const coverPath = (code: string) => linkTo(personalSpaceApi.sharedCover, { params: { code } });
const picturePath = (code: string, id: string) =>
  linkTo(personalSpaceApi.sharedPicture, { params: { code, id } });

/** What a shared deck in a brand theme is drawn with (the brand-themes module answers it). */
export interface SharedBrandThemes {
  /** 5107 when `userId` may not use the theme (or it is gone). */
  forBrowser(themeId: string, userId: string): Promise<BrandThemeSpecResult>;
}

/**
 * Decks shared by link: the owner makes one live link per deck (the same code until revoked),
 * lets viewers download or not, and revokes it; anyone with the code reads the deck, signed in
 * or not, while the deck is kept (a trashed deck's link answers as a revoked one).
 */
export class ShareService {
  constructor(
    private readonly db: Db,
    private readonly records: RecordAccess,
    private readonly attachments: AttachmentService,
    private readonly storage: FileStorage,
    private readonly exports: ExportService,
    private readonly brands?: SharedBrandThemes,
  ) {}

  private link(code: string, allowDownload: boolean): ShareLink {
    return { code, path: `/s/${code}`, allowDownload };
  }

  /** The share link call: the live link, made on first call. */
  async share(userId: string, recordId: string, allowDownload?: boolean): Promise<ShareLink> {
    if (!(await this.records.findOwned(userId, recordId))) throw notFound();
    const live = and(eq(shares.recordId, recordId), isNull(shares.revokedAt));
    const [existing] = await this.db.select().from(shares).where(live).limit(1);
    if (existing) {
      if (allowDownload === undefined || allowDownload === existing.allowDownload) {
        return this.link(existing.code, existing.allowDownload);
      }
      await this.db.update(shares).set({ allowDownload }).where(eq(shares.code, existing.code));
      return this.link(existing.code, allowDownload);
    }
    const code = newCode();
    const [row] = await this.db
      .insert(shares)
      .values({ code, recordId, userId, allowDownload: allowDownload ?? false })
      // Two first calls at once: the second finds the first's link.
      .onConflictDoNothing()
      .returning();
    if (row) return this.link(row.code, row.allowDownload);
    return this.share(userId, recordId, allowDownload);
  }

  /** The revoke call: the link stops working (a later share makes a new one). */
  async revoke(userId: string, recordId: string): Promise<void> {
    if (!(await this.records.findOwned(userId, recordId))) throw notFound();
    await this.db
      .update(shares)
      .set({ revokedAt: new Date() })
      .where(and(eq(shares.recordId, recordId), isNull(shares.revokedAt)));
  }

  /** The record behind a live code of a kept deck (5428 otherwise). */
  async sharedRecord(code: string) {
    if (!SHARE_CODE.test(code)) throw noShare();
    const [share] = await this.db
      .select()
      .from(shares)
      .where(and(eq(shares.code, code), isNull(shares.revokedAt)))
      .limit(1);
    const record = share && (await this.records.findKept(share.recordId));
    if (!share || !record) throw noShare();
    return { share, record };
  }

  /** What the /s/{code} page shows in link previews; null for an unknown or revoked code. */
  async preview(code: string): Promise<{ title: string; imagePath: string | null } | null> {
    const found = await this.sharedRecord(code).catch(() => null);
    if (!found) return null;
    const { record } = found;
    const imagePath = record.finishPage > 0 ? coverPath(code) : null;
    return { title: record.title, imagePath };
  }

  /** The first slide's image of a shared deck (5428 when the code is not live). */
  async cover(code: string) {
    const { record } = await this.sharedRecord(code);
    if (record.finishPage === 0) throw noShare();
    const file = await this.storage.open(previewKey(record, record.revision, 0));
    if (!file) throw noShare();
    return file;
  }

  /**
   * The shared deck call (sharedDeck): the deck as last saved, for anyone with the code, with
   * the pictures it shows (no other picture of the record) and its first slide's image, linked
   * through the share.
   */
  async open(code: string): Promise<SharedDeck> {
    const { share, record } = await this.sharedRecord(code);
    const deck = migrateDeck(record.deck);
    const pictures = await this.attachments.shownBy(record.id, deck);
    return {
      title: record.title,
      deck,
      pictures: pictures.map(({ id, width, height }) => ({
        src: attachmentSrc(id),
        url: picturePath(code, id),
        width,
        height,
      })),
      cover: record.finishPage > 0 ? coverPath(code) : null,
      allowDownload: share.allowDownload,
      ...(await this.brandThemeOf(deck.themeId, record.userId)),
    };
  }

  /** The deck's brand theme as its owner may use it, for the page to draw the deck with. */
  private async brandThemeOf(themeId: string, ownerId: string) {
    if (!this.brands || !isBrandThemeId(themeId)) return {};
    try {
      return { brandTheme: await this.brands.forBrowser(themeId, ownerId) };
    } catch (err) {
      if (err instanceof AppError && err.code === ErrorCode.NO_USER_PERMISSION) return {};
      throw err;
    }
  }

  /** A picture the shared deck shows (5428 for a code that is not live or any other picture). */
  async picture(code: string, id: string) {
    const { record } = await this.sharedRecord(code);
    const file = await this.attachments.openShownBy(record.id, migrateDeck(record.deck), id);
    if (!file) throw noShare();
    return file;
  }

  /**
   * The shared download call (sharedDownload): the deck's PPTX for anyone with a live code
   * whose owner allows downloads (5428 for a code that is not live, 5429 when not allowed),
   * made by the owner's own export (the same file while the deck is unchanged).
   */
  async download(code: string) {
    const { share, record } = await this.sharedRecord(code);
    if (!share.allowDownload) throw noDownload();
    return this.exports.currentFile(record, 'pptx');
  }
}
