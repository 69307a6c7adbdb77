import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  AppError,
  ErrorCode,
  isPreviewActive,
  type Locale,
  type PreviewStatus,
  type SpaceItem,
  type SpaceList,
  type SpaceListQuery,
} from '@slidecraft/contract';
import { attachmentIdOf, attachmentSrc, type DeckDocument } from '@slidecraft/deck';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { AttachmentService } from '../attachments/attachment-service.js';
import type { HistoryService } from '../generation/history-service.js';
import { previewKey, type PreviewService } from '../generation/preview-service.js';
import type { RecordAccess } from '../generation/record-access.js';
import type { RecordRow, RecordSummary } from '../generation/record.js';

/** What a copy's title gets after the original's. */
const COPY_SUFFIX: Record<Locale, string> = {
  'zh-CN': '（副本）',
  'zh-TW': '（副本）',
  'en-US': ' (copy)',
};

export interface SpaceServiceDeps {
  records: RecordAccess;
  previews: PreviewService;
  history: HistoryService;
  attachments: AttachmentService;
  storage: FileStorage;
  /** Adds a project within the basic tier's cap (AiLimitsService.withProjectRoom: 5412). */
  withProjectRoom: <T>(userId: string, add: () => Promise<T>) => Promise<T>;
  /** Creates a record within the tier's caps (AiLimitsService.createRecord: 5412, 5421). */
  createWithinCaps: <T>(userId: string, outline: string, create: () => Promise<T>) => Promise<T>;
}

const notFound = () => new AppError(ErrorCode.NO_USER_PERMISSION, 'record not found for this user');

/**
 * The personal space (spec sections 2 and 7): the user's decks, the same records as the
 * generation history, with a trash. Every query is scoped to the signed-in user: another user's
 * deck answers exactly as one that does not exist (5107).
 */
export class SpaceService {
  private readonly records: RecordAccess;
  private readonly previews: PreviewService;

  constructor(private readonly deps: SpaceServiceDeps) {
    this.records = deps.records;
    this.previews = deps.previews;
  }

  private item(row: RecordSummary): SpaceItem {
    return {
      recordId: row.id,
      title: row.title,
      thumbnail: this.previews.thumbnail(row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
      totalPage: row.totalPage,
      status: row.previewStatus as PreviewStatus,
    };
  }

  async list(userId: string, query: SpaceListQuery): Promise<SpaceList> {
    const { rows, total } = await this.records.listSpace(userId, {
      start: query.start,
      size: query.size,
      search: query.search || undefined,
      sort: query.sort,
      trash: query.trash === '1',
    });
    return { items: rows.map((row) => this.item(row)), total };
  }

  /** One kept deck (the spaceDeck call). */
  async get(userId: string, recordId: string): Promise<SpaceItem> {
    const row = await this.records.findOwned(userId, recordId);
    if (!row) throw notFound();
    return this.item(row);
  }

  async rename(userId: string, recordId: string, title: string): Promise<SpaceItem> {
    if (!(await this.records.rename(userId, recordId, title))) throw notFound();
    return this.get(userId, recordId);
  }

  async trash(userId: string, recordId: string): Promise<void> {
    if (!(await this.records.setTrashed(userId, recordId, true))) throw notFound();
  }

  /** Back from the trash, within the basic tier's project cap (5412). */
  async recover(userId: string, recordId: string): Promise<void> {
    await this.deps.withProjectRoom(userId, async () => {
      if (!(await this.records.setTrashed(userId, recordId, false))) throw notFound();
    });
  }

  /** For good, from the trash or not: the record, its exports, pictures and slide images. */
  async destroy(userId: string, recordId: string): Promise<void> {
    await this.deps.history.remove(userId, recordId);
  }

  /**
   * The copy call (copyDeck): a new deck of the user's with the same outline, deck (as
   * edited), pictures (copied, so removing one deck never breaks the other) and slide images,
   * titled as a copy; within the tier's caps (5412, 5421); 5422 while the original generates.
   */
  async copy(userId: string, recordId: string, locale: Locale): Promise<SpaceItem> {
    const source = await this.records.findOwned(userId, recordId);
    if (!source) throw notFound();
    if (isPreviewActive(source.previewStatus as PreviewStatus)) {
      throw new AppError(ErrorCode.OUTLINE_FILLING, 'the deck is being generated');
    }
    const copy = await this.deps.createWithinCaps(userId, source.outline, async () => {
      const id = randomUUID();
      const pictures = await this.copyPictures(source, id);
      const remap = (deck: unknown) =>
        deck ? remapPictures(deck as DeckDocument, pictures) : deck;
      const row = await this.records.insertCopy(source, {
        id,
        title: `${source.title}${COPY_SUFFIX[locale]}`,
        deck: remap(source.deck),
        originDeck: remap(source.originDeck),
      });
      await this.deps.attachments.insertCopies(pictures.rows);
      await this.copyFiles(
        Array.from({ length: source.finishPage }, (_, page) => [
          previewKey(source, source.revision, page),
          previewKey(row, row.revision, page),
        ]),
      );
      return row;
    });
    return this.item(copy);
  }

  /** New attachment rows and files for a copy, and the id each old picture becomes. */
  private async copyPictures(source: RecordRow, recordId: string) {
    const rows = await this.deps.attachments.rowsOf(source.id);
    const ids = new Map<string, string>();
    const copies = rows.map((row) => {
      const id = randomUUID();
      ids.set(row.id, id);
      const key = row.key.replace(`/${source.id}/`, `/${recordId}/`).replace(row.id, id);
      return { ...row, id, recordId, key, createdAt: new Date() };
    });
    await this.copyFiles(rows.map((row, i) => [row.key, copies[i]!.key]));
    return { rows: copies, ids };
  }

  private async copyFiles(pairs: readonly (readonly [string, string])[]): Promise<void> {
    for (const [from, to] of pairs) {
      const file = await this.deps.storage.open(from);
      // A slide image not rendered yet, or a file lost: the copy simply lacks it.
      if (file) await this.deps.storage.put(to, await buffer(file.stream));
    }
  }
}

/** The deck with each picture pointing at its copy. */
function remapPictures(deck: DeckDocument, pictures: { ids: Map<string, string> }): DeckDocument {
  if (!Array.isArray(deck.slides)) return deck;
  return {
    ...deck,
    slides: deck.slides.map((slide) => ({
      ...slide,
      elements: slide.elements.map((element) => {
        if (element.type !== 'image') return element;
        const id = attachmentIdOf(element.src);
        const copied = id ? pictures.ids.get(id) : undefined;
        return copied ? { ...element, src: attachmentSrc(copied) } : element;
      }),
    })),
  };
}
