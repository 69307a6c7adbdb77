import type { Db } from '../../db/client.js';
import type { RecordRow, RecordSummary, SpaceQuery } from './record.js';
import { RecordRepo } from './record-repo.js';

/**
 * The generation records as the other modules reach them: the editor (workspace), the personal
 * space and its shares, the pictures (attachments) and the tier's project cap (ai). The records
 * are the generation's: no other module reads their table or repository.
 */
export class RecordAccess {
  constructor(private readonly repo: RecordRepo) {}

  /** A record the user keeps (a trashed one is not found until recovered). */
  findOwned(userId: string, recordId: string): Promise<RecordRow | undefined> {
    return this.repo.findOwned(userId, recordId);
  }

  /** A record its owner keeps, for anyone (a shared deck); a trashed one is not found. */
  findKept(recordId: string): Promise<RecordRow | undefined> {
    return this.repo.findKept(recordId);
  }

  /**
   * The number of decks a user keeps, for the basic tier's project cap (5412): a record removed
   * from the history, or moved to the trash, no longer counts.
   */
  countActive(userId: string): Promise<number> {
    return this.repo.countKept(userId);
  }

  /** A page of the personal space (kept decks or the trash), searched by title and sorted. */
  listSpace(userId: string, query: SpaceQuery): Promise<{ rows: RecordSummary[]; total: number }> {
    return this.repo.listSpace(userId, query);
  }

  /** Renames a kept record; false when the user has none by that id. */
  rename(userId: string, recordId: string, title: string): Promise<boolean> {
    return this.repo.rename(userId, recordId, title);
  }

  /**
   * Moves a kept record to the trash (`trashed` true) or a trashed one back; false when the user
   * has no such record in that state.
   */
  setTrashed(userId: string, recordId: string, trashed: boolean): Promise<boolean> {
    return this.repo.setTrashed(userId, recordId, trashed);
  }

  /**
   * A new record of the same owner made from `source`: its outline, theme, pages and generation
   * state (the slide images are copied apart), with the given id, title and decks.
   */
  insertCopy(
    source: RecordRow,
    copy: { id: string; title: string; deck: unknown; originDeck: unknown },
  ): Promise<RecordRow> {
    return this.repo.insert({
      ...copy,
      userId: source.userId,
      outline: source.outline,
      themeId: source.themeId,
      totalPage: source.totalPage,
      previewStatus: source.previewStatus,
      finishPage: source.finishPage,
    });
  }

  /**
   * Stores an edited deck when the user owns the record, its stored version is still `base`
   * and no generation is writing it; the new version, or undefined when any of that failed.
   */
  saveDeck(
    userId: string,
    recordId: string,
    base: number,
    values: { deck: unknown; themeId: string; totalPage: number },
  ): Promise<number | undefined> {
    return this.repo.saveDeck(userId, recordId, base, values);
  }

  /**
   * Locks the record's row until the end of the caller's transaction `tx`: what is counted
   * per record in it (its pictures) cannot be passed by a parallel call.
   */
  lockWithin(tx: Db, recordId: string): Promise<void> {
    return new RecordRepo(tx).lockForUpdate(recordId);
  }
}
