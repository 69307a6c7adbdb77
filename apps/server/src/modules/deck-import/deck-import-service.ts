import { createHash } from 'node:crypto';
import { AppError, ErrorCode, type DeckImportResult, type Locale } from '@slidecraft/contract';
import { attachmentIdOf, type DeckDocument } from '@slidecraft/deck';
import type { FastifyBaseLogger } from 'fastify';
import type { AiLimitsService } from '../ai/limits.js';
import type { AttachmentService, EncodedPicture } from '../attachments/attachment-service.js';
import type { HistoryService } from '../generation/history-service.js';
import type { RecordService } from '../generation/record-service.js';
import { detectFile } from '../import/detect.js';
import type { ImportQuota } from '../import/import-quota.js';
import { ExtractionBudget } from '../import/limits.js';
import { buildOutline } from '../import/outline-builder.js';
import { readDocument } from '../import/parsers/index.js';
import { asPptxRefusal } from './reader/package.js';
import { importPptxDeck, type ImportNote, type ImportedPptx } from './reader/read-deck.js';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface DeckImportCaller {
  userId: string;
  locale: Locale;
  log: FastifyBaseLogger;
  fileName?: string;
}
export interface DeckImportNeeds {
  records: Pick<RecordService, 'createImported' | 'generate'>;
  history: Pick<HistoryService, 'remove'>;
  attachments: Pick<AttachmentService, 'encodeImported' | 'storeImported'>;
  limits: Pick<AiLimitsService, 'createDeckRecord' | 'checkEditedPages'>;
  quota: ImportQuota;
}

/** The outline rules refused what the file holds (empty, too deep): the deck still imports. */
const isOutlineShape = (err: AppError) =>
  [
    ErrorCode.OUTLINE_EMPTY,
    ErrorCode.OUTLINE_LEVEL_ERROR,
    ErrorCode.OUTLINE_TOO_MANY_LEVELS,
    ErrorCode.OUTLINE_PARSE_ERROR,
  ].includes(err.code as never);

/** Reads the file, with every failure of reading it as a 5403 the user can act on. */
const read = (bytes: Buffer, title: string): Promise<ImportedPptx> =>
  asPptxRefusal(() => importPptxDeck(bytes, title));

/** The deck without the pictures that could not be stored, each noted in the report. */
function withoutPictures(
  deck: DeckDocument,
  refused: ReadonlySet<string>,
  notes: ImportNote[],
): DeckDocument {
  if (refused.size === 0) return deck;
  const gone = (src: string | undefined) => !!src && refused.has(attachmentIdOf(src) ?? '');
  return {
    ...deck,
    slides: deck.slides.map((slide, index) => {
      const elements = slide.elements.filter((element) => {
        if (element.type !== 'image' || !gone(element.src)) return true;
        notes.push({
          slide: index + 1,
          kind: 'picture',
          outcome: 'dropped',
          reason: 'a picture format we cannot show (EMF, WMF, TIFF, ...)',
        });
        return false;
      });
      const background =
        slide.background && gone(slide.background.image)
          ? { color: slide.background.color }
          : slide.background;
      return { ...slide, elements, ...(background ? { background } : {}) };
    }),
  };
}

/**
 * POST /api/workspace/ppt/import: a .pptx becomes a record whose deck is the file as it was.
 * Everything that can refuse runs before anything is stored (reading, the pictures' encoding,
 * the daily import count, the tier's project and page caps); a failure while storing removes
 * the record again, so nothing half-made is left behind.
 */
export class DeckImportService {
  constructor(private readonly needs: DeckImportNeeds) {}

  async importDeck(caller: DeckImportCaller, bytes: Buffer): Promise<DeckImportResult> {
    const title = (caller.fileName ?? '')
      .replace(/\.[^.]*$/, '')
      .trim()
      .slice(0, 60);
    const imported = await read(bytes, title);
    const notes = [...imported.report.notes];
    const { encoded, refused } = await this.needs.attachments.encodeImported(
      imported.pictures.map((picture) => ({
        id: attachmentIdOf(picture.src)!,
        bytes: picture.bytes,
      })),
    );
    const deck = withoutPictures(imported.deck, new Set(refused), notes);
    const outline = await this.outlineOf(bytes, deck.title);
    await this.needs.quota.take(caller.userId, sha256(bytes));
    await this.needs.limits.checkEditedPages(caller.userId, deck.slides.length, 0);
    const record = await this.needs.limits.createDeckRecord(caller.userId, outline, () =>
      this.needs.records.createImported(caller.userId, { title: deck.title, outline, deck }),
    );
    await this.store(caller, record.id, encoded);
    await this.needs.records.generate(caller.userId, record.id, caller.locale);
    return {
      recordId: record.id,
      title: deck.title,
      slides: deck.slides.length,
      elements: deck.slides.reduce((n, slide) => n + slide.elements.length, 0),
      pictures: encoded.length,
      notes,
    };
  }

  private async store(
    caller: DeckImportCaller,
    recordId: string,
    pictures: readonly EncodedPicture[],
  ): Promise<void> {
    try {
      await this.needs.attachments.storeImported(caller.userId, recordId, pictures);
    } catch (err) {
      caller.log.error({ err, recordId }, 'imported pictures not stored: the record is removed');
      await this.needs.history.remove(caller.userId, recordId).catch(() => undefined);
      throw err;
    }
  }

  /**
   * The outline the record keeps beside its deck: the outline import's offline reading of the
   * file, or the title alone for a deck without text (pictures only).
   */
  private async outlineOf(bytes: Buffer, title: string): Promise<string> {
    try {
      const detected = await detectFile(bytes);
      const doc = await readDocument(detected, new ExtractionBudget());
      return await buildOutline(doc, title, null, { signal: new AbortController().signal });
    } catch (err) {
      if (
        err instanceof AppError &&
        err.code !== ErrorCode.UNSUPPORTED_FILE &&
        !isOutlineShape(err)
      )
        throw err;
      return `# ${title.replace(/\s+/g, ' ').trim() || 'PPTX'}\n`;
    }
  }
}
