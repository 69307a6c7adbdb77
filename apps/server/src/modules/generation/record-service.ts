import { parseOutline, outlineTitle } from '@slidecraft/contract';
import { DEFAULT_THEME_ID, outlineToDeck } from '@slidecraft/deck';
import type { RecordRepo, RecordRow } from './record-repo.js';

/** Generation records: an outline and the deck laid out from it (the record's jsonFile). */
export class RecordService {
  constructor(private readonly repo: RecordRepo) {}

  /** Parses the outline (5405/5406/5407), lays out the deck (5421) and stores the record. */
  async create(userId: string, outlineText: string): Promise<RecordRow> {
    const outline = parseOutline(outlineText);
    const deck = outlineToDeck(outline, { themeId: DEFAULT_THEME_ID });
    return this.repo.insert({
      userId,
      title: outlineTitle(outlineText) || deck.title,
      outline: outlineText,
      deck,
      themeId: deck.themeId,
      totalPage: deck.slides.length,
    });
  }

  findOwned(userId: string, recordId: string): Promise<RecordRow | undefined> {
    return this.repo.findOwned(userId, recordId);
  }
}
