import { AppError, ErrorCode, parseOutline, outlineTitle } from '@slidecraft/contract';
import { DEFAULT_THEME_ID, getTheme, outlineToDeck } from '@slidecraft/deck';
import type { PreviewService } from './preview-service.js';
import type { RecordRepo, RecordRow } from './record-repo.js';

/** Generation records: an outline and the deck laid out from it (the record's jsonFile). */
export class RecordService {
  constructor(
    private readonly repo: RecordRepo,
    private readonly previews: PreviewService,
  ) {}

  /** Parses the outline (5404-5407), lays out the deck (5421), stores the record, queues previews. */
  async create(
    userId: string,
    outlineText: string,
    themeId = DEFAULT_THEME_ID,
  ): Promise<RecordRow> {
    const outline = parseOutline(outlineText);
    const deck = outlineToDeck(outline, { themeId });
    const record = await this.repo.insert({
      userId,
      title: outlineTitle(outlineText) || deck.title,
      outline: outlineText,
      deck,
      themeId: deck.themeId,
      totalPage: deck.slides.length,
    });
    this.previews.schedule(record);
    return record;
  }

  /** Lays the deck out again in another theme, keeping every word of the outline. */
  async changeTheme(userId: string, recordId: string, themeId: string): Promise<RecordRow> {
    const record = await this.repo.findOwned(userId, recordId);
    if (!record) throw new AppError(ErrorCode.NO_USER_PERMISSION, 'record not found for this user');
    getTheme(themeId);
    if (record.themeId === themeId) return record;
    const deck = outlineToDeck(parseOutline(record.outline), { themeId });
    const updated = await this.repo.relayout(record.id, {
      deck,
      themeId,
      totalPage: deck.slides.length,
    });
    this.previews.schedule(updated);
    return updated;
  }
}
