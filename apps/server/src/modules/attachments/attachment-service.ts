import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  ATTACHMENT_LINK_TTL_SECONDS,
  ATTACHMENTS_PER_RECORD,
  AppError,
  ErrorCode,
  type Attachment,
} from '@slidecraft/contract';
import {
  attachmentIdOf,
  attachmentSrc,
  deckImageSources,
  illustrationOf,
  loadDeckImages,
  type DeckDocument,
  type DeckImages,
  type ImageData,
} from '@slidecraft/deck';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { FileLinkSigner } from '../files/file-links.js';
import { sniffImageType } from '../files/image-type.js';
import type { RecordAccess } from '../generation/record-access.js';
import type { RecordPictures } from '../generation/record.js';
import { AttachmentRepo, type AttachmentRow, type NewAttachmentRow } from './attachment-repo.js';
import { reencodeImage, type EncodedImage } from './image-encoding.js';
import { refuse } from './refusals.js';

/** Attachment links are signed as of the start of the hour: the same link for an hour. */
const LINK_BUCKET_SECONDS = 60 * 60;

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/** The attachment ids a deck's image elements name. */
const shownIds = (deck: DeckDocument) =>
  new Set(deckImageSources(deck).flatMap((src) => attachmentIdOf(src) ?? []));

/** A picture of an import, re-encoded and ready to store under its id. */
export interface EncodedPicture {
  id: string;
  image: EncodedImage;
}

export interface AttachmentFile {
  stream: Readable;
  size: number;
  mime: string;
}

/**
 * Pictures of a record for its deck. Every one belongs to one record (and so to its owner):
 * only the owner uploads, lists or fetches it with the bearer token, signed links reach
 * exactly one picture for a day (the owner's editor only: a shared deck links the pictures it
 * shows through its share), and a deck's writers only ever see the pictures of its own record,
 * so a deck naming another record's attachment draws a placeholder.
 */
export class AttachmentService implements RecordPictures {
  constructor(
    private readonly repo: AttachmentRepo,
    private readonly records: RecordAccess,
    private readonly storage: FileStorage,
    private readonly links: FileLinkSigner,
  ) {}

  private async ownedRecord(userId: string, recordId: string): Promise<void> {
    if (!(await this.records.findOwned(userId, recordId))) {
      throw new AppError(ErrorCode.NO_USER_PERMISSION, 'record not found for this user');
    }
  }

  /**
   * A link good for ATTACHMENT_LINK_TTL_SECONDS from the start of the current hour (so at
   * least 23 hours), the same for the whole hour so the browser reuses the picture it has.
   */
  private view(row: AttachmentRow, nowSeconds = Math.floor(Date.now() / 1000)): Attachment {
    const start = nowSeconds - (nowSeconds % LINK_BUCKET_SECONDS);
    return {
      id: row.id,
      src: attachmentSrc(row.id),
      url: this.links.signAttachment(row.id, start + ATTACHMENT_LINK_TTL_SECONDS),
      width: row.width,
      height: row.height,
    };
  }

  /** Stores a picture for the record: 5107 when not the user's, 5403 when not a picture. */
  async upload(userId: string, recordId: string, bytes: Buffer): Promise<Attachment> {
    await this.ownedRecord(userId, recordId);
    const type = sniffImageType(bytes);
    if (!type) throw refuse('notAPicture');
    const image = await reencodeImage(bytes, type);
    const id = randomUUID();
    const key = `attachments/${recordId}/${id}.${EXTENSIONS[image.mime]}`;
    await this.storage.put(key, image.data);
    let row: AttachmentRow | undefined;
    try {
      const values = { id, userId, recordId, key, mime: image.mime };
      const size = { width: image.width, height: image.height, bytes: image.data.length };
      row = await this.repo.insertWithin({ ...values, ...size }, ATTACHMENTS_PER_RECORD, (tx, id) =>
        this.records.lockWithin(tx, id),
      );
    } catch (err) {
      // The record was removed meanwhile (foreign key): leave no file behind.
      await this.storage.remove(key);
      throw err;
    }
    if (!row) {
      await this.storage.remove(key);
      throw refuse('tooMany');
    }
    return this.view(row);
  }

  /**
   * Re-encodes the pictures of an imported deck (as uploads are) before anything is stored:
   * the ones that are not PNG, JPEG, WebP or GIF (EMF, TIFF, ...) come back in `refused`.
   */
  async encodeImported(
    pictures: readonly { id: string; bytes: Uint8Array }[],
  ): Promise<{ encoded: EncodedPicture[]; refused: string[] }> {
    const encoded: EncodedPicture[] = [];
    const refused: string[] = [];
    for (const picture of pictures) {
      const bytes = Buffer.from(picture.bytes);
      const type = sniffImageType(bytes);
      if (!type) {
        refused.push(picture.id);
        continue;
      }
      try {
        encoded.push({ id: picture.id, image: await reencodeImage(bytes, type) });
      } catch {
        refused.push(picture.id);
      }
    }
    return { encoded, refused };
  }

  /**
   * Stores the encoded pictures of a record made from an import (its own new record, so no cap
   * is counted against other uploads); the files written are removed again if the rows fail.
   */
  async storeImported(
    userId: string,
    recordId: string,
    pictures: readonly EncodedPicture[],
  ): Promise<void> {
    const written: string[] = [];
    try {
      const rows: NewAttachmentRow[] = [];
      for (const { id, image } of pictures) {
        const key = `attachments/${recordId}/${id}.${EXTENSIONS[image.mime]}`;
        await this.storage.put(key, image.data);
        written.push(key);
        rows.push({
          id,
          userId,
          recordId,
          key,
          mime: image.mime,
          width: image.width,
          height: image.height,
          bytes: image.data.length,
        });
      }
      await this.repo.insertMany(rows);
    } catch (err) {
      await Promise.allSettled(written.map((key) => this.storage.remove(key)));
      throw err;
    }
  }

  async list(userId: string, recordId: string): Promise<Attachment[]> {
    await this.ownedRecord(userId, recordId);
    const rows = await this.repo.listOfRecord(recordId);
    return rows.map((row) => this.view(row));
  }

  /** A record's pictures as stored, oldest first, whoever asks (a copy of the deck copies them). */
  rowsOf(recordId: string): Promise<AttachmentRow[]> {
    return this.repo.listOfRecord(recordId);
  }

  /** Rows of pictures copied to another record (their files are copied already). */
  async insertCopies(rows: readonly NewAttachmentRow[]): Promise<void> {
    await this.repo.insertMany(rows);
  }

  /**
   * The files of these records' pictures, read in the transaction `tx` that removes the
   * records (the rows cascade with them): the generation's history deletes the files after.
   */
  filesOf(tx: Db, recordIds: readonly string[]): Promise<{ recordId: string; key: string }[]> {
    return new AttachmentRepo(tx).keysOf(recordIds);
  }

  /**
   * The pictures of its record that a deck shows, oldest first, without links (a shared deck
   * links them through its share): the record's other uploads stay out of sight.
   */
  async shownBy(recordId: string, deck: DeckDocument): Promise<AttachmentRow[]> {
    const shown = shownIds(deck);
    return (await this.repo.listOfRecord(recordId)).filter((row) => shown.has(row.id));
  }

  /** A picture of the record that its deck shows; null for any other id. */
  async openShownBy(
    recordId: string,
    deck: DeckDocument,
    id: string,
  ): Promise<AttachmentFile | null> {
    if (!shownIds(deck).has(id)) return null;
    const row = await this.repo.findById(id);
    return this.open(row?.recordId === recordId ? row : undefined);
  }

  private async open(row: AttachmentRow | undefined): Promise<AttachmentFile | null> {
    const file = row ? await this.storage.open(row.key) : null;
    return file && row ? { ...file, mime: row.mime } : null;
  }

  /** The picture for its owner (bearer token); null for anyone else, as for no picture. */
  async openOwned(userId: string, id: string): Promise<AttachmentFile | null> {
    return this.open(await this.repo.findOwned(userId, id));
  }

  /** Whether a signed link's exp and sig are ours for this picture and still good. */
  verifyLink(id: string, exp: number, sig: string): boolean {
    return this.links.verifyAttachment(id, exp, sig);
  }

  /** The picture a verified signed link names. */
  async openLinked(id: string): Promise<AttachmentFile | null> {
    return this.open(await this.repo.findById(id));
  }

  /**
   * Saving a deck: every image element must name a picture of this record (5000 otherwise),
   * so the editor cannot store a reference to pictures it may not show; an illustration the
   * engine draws (`illustration:<scene>:<seed>`) needs no file and is always allowed. 5107
   * first when the record is not the user's.
   */
  async checkDeck(userId: string, recordId: string, sources: readonly string[]): Promise<void> {
    const attachments = sources.filter((src) => !illustrationOf(src));
    if (attachments.length === 0) return;
    await this.ownedRecord(userId, recordId);
    const ids = new Set((await this.repo.listOfRecord(recordId)).map((row) => row.id));
    const foreign = attachments.find((src) => !ids.has(attachmentIdOf(src) ?? ''));
    if (foreign) {
      throw new AppError(ErrorCode.PARAMS_ERROR, `${foreign} is not a picture of this record`, {
        expose: true,
      });
    }
  }

  /**
   * The pictures a record's deck shows, for the writers (exports, previews): only attachments
   * of that record are read (the engine draws the illustrations itself, never asking here);
   * any other src, or a file gone from storage, is a placeholder.
   */
  async deckImages(recordId: string, deck: DeckDocument): Promise<DeckImages> {
    const rows = new Map((await this.repo.listOfRecord(recordId)).map((row) => [row.id, row]));
    return loadDeckImages(deck, async (src): Promise<ImageData | undefined> => {
      const row = rows.get(attachmentIdOf(src) ?? '');
      const file = row && (await this.storage.open(row.key));
      if (!row || !file) return undefined;
      const mime = row.mime === 'image/png' ? 'image/png' : 'image/jpeg';
      return { bytes: await buffer(file.stream), mime, width: row.width, height: row.height };
    });
  }
}
