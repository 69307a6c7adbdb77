import {
  AppError,
  ErrorCode,
  isPreviewActive,
  parseOutline,
  serializeOutline,
  type FillInfoResult,
  type Locale,
  type PreviewStatus,
} from '@slidecraft/contract';
import { outlineToDeck } from '@slidecraft/deck';
import type { FastifyBaseLogger } from 'fastify';
import type { AiLimitsService, KnownAccount } from '../ai/limits.js';
import type { ContentModeration } from '../moderation/content-moderation.js';
import type { UsageRecorder } from '../ai/usage-ledger.js';
import type { OutlineWriter } from '../../providers/llm/llm.js';
import type { PreviewService } from './preview-service.js';
import type { RecordService } from './record-service.js';
import { refundAfterFailure } from '../ai/ai-stream.js';
import { assertNoSensitiveWords } from '../moderation/sensitive-filter.js';
import { emptyPages } from './fill-service.js';

export interface FillInfoNeeds {
  aiLimits: AiLimitsService;
  previews: PreviewService;
  records: RecordService;
  moderation: ContentModeration;
  aiUsage: UsageRecorder;
  outlineWriter: OutlineWriter;
}

export interface FillInfoCall {
  userId: string;
  /** The caller's row from the session lookup (no query before the charge). */
  known: KnownAccount | undefined;
  locale: Locale;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * POST /api/ai/outline/fill-info: the route's call counts (5427), the checks (5000 theme, 5422,
 * 5404-5407, 5401), then, when the outline has empty pages, one AI point for filling them all
 * (5410 / 5411; the offline composer's fill costs the same), given back when the work then
 * fails on the AI service's side or in our code; the record takes the filled outline and is
 * generated anew (5421 past the tier's pages).
 */
export async function fillInfo(
  needs: FillInfoNeeds,
  body: { recordId: string; outline: string; themeId: string },
  call: FillInfoCall,
): Promise<FillInfoResult> {
  const { aiLimits, previews, records, moderation } = needs;
  const { userId, locale, signal } = call;
  await aiLimits.calls.take(userId, 'fill-info');
  await records.useTheme(userId, body.themeId);
  const before = await previews.result(userId, body.recordId);
  if (isPreviewActive(before.status as PreviewStatus)) {
    throw new AppError(ErrorCode.OUTLINE_FILLING, 'the deck is being generated');
  }
  const outline = parseOutline(body.outline);
  const asked = serializeOutline(outline);
  assertNoSensitiveWords(asked);
  await moderation.check(asked, 'topic');
  // The tier's pages are checked before the point is taken (5421 costs nothing).
  const unfilled = outlineToDeck(outline, { themeId: body.themeId });
  await aiLimits.checkEditedPages(userId, unfilled.slides.length, before.totalPage);
  const charged = emptyPages(outline).length > 0;
  if (charged) await aiLimits.beginChat(userId, 'fill', { known: call.known });
  try {
    const filled = await previews.filler.fill(outline, { locale, signal, text: asked });
    if (filled.filled > 0) {
      await needs.aiUsage
        .record({
          userId,
          kind: 'fill',
          model: filled.byModel > 0 ? needs.outlineWriter.model : 'offline',
          ...filled.usage,
        })
        .catch((err: unknown) => call.log.error({ err }, 'fill usage not recorded'));
    }
    const deck = outlineToDeck(filled.outline, { themeId: body.themeId });
    await aiLimits.checkEditedPages(userId, deck.slides.length, before.totalPage);
    // Written once, for the record and the answer; nothing filled, it is the outline as asked.
    const text = filled.filled > 0 ? serializeOutline(filled.outline) : asked;
    const result = await records.replaceOutline(userId, body.recordId, text, deck, locale);
    return {
      recordId: body.recordId,
      outline: text,
      filled: filled.filled,
      usedAI: filled.byModel > 0,
      ...result,
    };
  } catch (err) {
    if (charged && refusedAfterFill(err)) {
      // Nothing reaches the user: the point goes back as for a failed fill.
      await aiLimits
        .refundChat(userId, 'fill')
        .catch((e: unknown) => call.log.error({ err: e }, 'AI refund'));
    } else if (charged) {
      await refundAfterFailure(err, signal, () => aiLimits.refundChat(userId, 'fill'), call.log);
    }
    throw err;
  }
}

/** The filled deck refused by the record: past the tier's pages, or generating again meanwhile. */
function refusedAfterFill(err: unknown): boolean {
  return (
    err instanceof AppError &&
    (err.code === ErrorCode.PAGE_COUNT_LIMIT || err.code === ErrorCode.OUTLINE_FILLING)
  );
}
