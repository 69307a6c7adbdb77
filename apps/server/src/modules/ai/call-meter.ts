import { AppError, ErrorCode } from '@slidecraft/contract';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { chinaDay } from '../../time/china-day.js';
import { limitDetail } from './limit-details.js';

/**
 * The model-backed routes, each counted on its own; a route's alias paths share its name
 * (docs/decisions.md, "Issue 29: every model-backed route is metered").
 */
export type MeteredRoute =
  /** POST /api/ai/chat/outline-section */
  | 'outline'
  /** POST /api/ai/chat/outline/generate-ppt */
  | 'outline-generate-ppt'
  /** GET /api/ai/chat/outline-section-list */
  | 'section-list'
  /** GET /api/ai/chat/outline-section-fill */
  | 'page-fill'
  /** POST /api/ai/chat/import */
  | 'chat-import'
  /** POST /api/workspace/file/load/ai/chat */
  | 'file-chat'
  /** POST /api/ai/chat */
  | 'chat'
  /** POST /api/workspace/single-outline/load */
  | 'slide-ai'
  /** POST /api/ai/outline/fill-info */
  | 'fill-info'
  /** POST /api/ai/outline/import, POST /api/ai/outline/mubu/import (the model summarises) */
  | 'outline-import'
  /** GET /api/ai/translate, signed in (the model translates what the table lacks) */
  | 'translate'
  /** Every call that starts a deck generation (its fills and pictures): preview/*, change-theme */
  | 'generation';

export interface CallLimits {
  perMinute: number;
  perDay: number;
}

/** A day counter outlives its day by a day, so it never vanishes while its day lasts. */
const DAY_TTL_SECONDS = 2 * 24 * 3600;

/**
 * Per-user counts of each model-backed route, a minute and a day (Beijing time), in the shared
 * key-value store (Redis with several nodes): 5427 past either. Every call counts, the offline
 * composer's too, whatever it then costs in AI points; refused calls count as well, so a script
 * that keeps knocking stays refused.
 */
export class AiCallMeter {
  constructor(
    private readonly kv: KeyValueStore,
    readonly limits: CallLimits,
  ) {}

  async take(userId: string, route: MeteredRoute): Promise<void> {
    const minute = await this.kv.incr(`ai-calls:${route}:${userId}:minute`, 60);
    if (minute > this.limits.perMinute) {
      throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, `${route}: ${minute} calls a minute`);
    }
    const day = chinaDay(Date.now());
    const today = await this.kv.incr(`ai-calls:${route}:${userId}:${day}`, DAY_TTL_SECONDS);
    if (today > this.limits.perDay) {
      throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, `${route}: ${today} calls today`, {
        localizedDetail: limitDetail.dailyCalls(this.limits.perDay),
      });
    }
  }
}
