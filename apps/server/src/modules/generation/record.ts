import { parseOutline, type Attachment, type Outline } from '@slidecraft/contract';
import type { DeckDocument, DeckImages } from '@slidecraft/deck';
import type { Db } from '../../db/client.js';
import type { records } from './tables.js';

/** A generation record as stored: its outline, deck (the jsonFile) and generation state. */
export type RecordRow = typeof records.$inferSelect;
/** A record without its (large) outline and deck: what lists need. */
export type RecordSummary = Pick<
  RecordRow,
  | 'id'
  | 'userId'
  | 'title'
  | 'themeId'
  | 'totalPage'
  | 'revision'
  | 'previewStatus'
  | 'previewPictures'
  | 'finishPage'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
>;
const parsedOutlines = new WeakMap<Pick<RecordRow, 'outline'>, Outline>();

/**
 * A loaded record's outline, parsed once for that row: the services a request goes through (the
 * record, preview, export and workspace services) read it from here, so the stored text is
 * parsed at most once a request (each request loads its own row). Every caller gets the same
 * object: read it, never change it. Throws as parseOutline (5404-5407) for a text that no
 * longer parses.
 */
export function recordOutline(record: Pick<RecordRow, 'outline'>): Outline {
  let outline = parsedOutlines.get(record);
  if (!outline) {
    outline = parseOutline(record.outline);
    parsedOutlines.set(record, outline);
  }
  return outline;
}

/**
 * True for a record whose deck was read from a file (an imported PPTX): its slides are not a
 * layout of its outline, so no step lays them out again from it.
 */
export function isImported(deck: unknown): boolean {
  return typeof deck === 'object' && deck !== null && 'imported' in deck && !!deck.imported;
}

/** What removing a record leaves behind in storage. */
export interface RemovedRecord {
  id: string;
  userId: string;
  revision: number;
  finishPage: number;
  exportKeys: string[];
  attachmentKeys: string[];
}

/** A page of the personal space: kept decks or the trash, searched by title and sorted. */
export interface SpaceQuery {
  start: number;
  size: number;
  search?: string | undefined;
  sort: 'edited' | 'created';
  trash: boolean;
}

/**
 * The pictures uploaded to records, as the generation uses them: the attachments module's
 * AttachmentService gives them. That module depends on the records (its rows go with their
 * record), so the generation names only this shape and is handed the service when wired.
 */
export interface RecordPictures {
  /** The pictures a record's deck shows, for the writers (a placeholder for any other src). */
  deckImages(recordId: string, deck: DeckDocument): Promise<DeckImages>;
  /** Stores a picture for the record of its owner. */
  upload(userId: string, recordId: string, bytes: Buffer): Promise<Pick<Attachment, 'src'>>;
  /**
   * The files of these records' pictures, read in the removal's transaction `tx` before the
   * records go (the picture rows cascade with them).
   */
  filesOf(tx: Db, recordIds: readonly string[]): Promise<{ recordId: string; key: string }[]>;
}
