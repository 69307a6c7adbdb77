import { setTimeout as sleep } from 'node:timers/promises';
import {
  AI_LIMITS,
  AppError,
  ErrorCode,
  isBlank,
  pageLimitFloor,
  parseOutline,
  sanitizeTopic,
  type AiLimits,
  type PageLimit,
} from '@slidecraft/contract';
import { DEFAULT_MAX_PAGES, DeckError, outlineToDeck } from '@slidecraft/deck';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { effectiveMemberUntil } from '../user/membership.js';
import type { UserService } from '../user/user-service.js';
import { AiCallMeter, type CallLimits } from './call-meter.js';
import { limitDetail } from './limit-details.js';
import type { ProjectCounter } from './project-counter.js';
import type { ContentModeration } from '../moderation/content-moderation.js';
import { PointsMeter, type PointsWindow } from './points-meter.js';
import { assertNoSensitiveWords } from '../moderation/sensitive-filter.js';
import type { UsageLedger } from './usage-ledger.js';
import type { AiUsageKind, AiUsageRepo } from './usage-repo.js';

const DAY_MS = 24 * 3600 * 1000;
/** Daily caps reset at midnight Beijing time (UTC+8, no daylight saving), where users live. */
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
/** A lock outliving a crashed request no longer than this. */
const PROJECT_LOCK_SECONDS = 30;
/**
 * How long a creation waits for another of the same user's (a background outline job making
 * its record, a second tab) before it answers 5427: the lock covers one count and one insert.
 */
const PROJECT_LOCK_WAIT_MS = 3000;
const PROJECT_LOCK_POLL_MS = 25;

export function beijingDayStart(nowMs: number): Date {
  return new Date(Math.floor((nowMs + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS);
}

export interface Account {
  userId: string;
  member: boolean;
  /** Unix seconds; 0 when never a member. */
  memberUntil: number;
  /** AI points left in bought packs. */
  packPoints: number;
}

/** What the caller knows of the user (the session lookup's row): no query before the charge. */
export interface KnownAccount {
  memberUntil: number;
  teamMemberUntil?: number;
  aiPackPoints: number;
}

export interface AiLimitsDeps {
  usage: AiUsageRepo;
  /** Where charges are written: after the check, without holding up the stream. */
  ledger: UsageLedger;
  users: UserService;
  kv: KeyValueStore;
  projects: ProjectCounter;
  /** The operator's moderation service on topics (after the word lists). */
  moderation?: ContentModeration;
  /** The model name written to the usage ledger ('offline' without a model). */
  modelName: string;
  limits?: AiLimits;
  /** The per-route call counts (AI_CALLS_PER_MINUTE / AI_CALLS_PER_DAY). */
  callLimits: CallLimits;
  /** A charge's ledger row could not be written (logged; the counter still counts it). */
  onLedgerError?: (err: unknown) => void;
}

/**
 * The AI limits of spec sections 1 and 8, all counted on the server: points (5410 basic tier,
 * 5411 members' daily cap), projects (5412), pages (5421), generation starts per minute (5427),
 * plus the sensitive-word check (5401) on what the user asks for.
 */
export class AiLimitsService {
  private readonly limits: AiLimits;
  private readonly meter: PointsMeter;
  /** Every model-backed route takes one call here first (5427 past its minute or day). */
  readonly calls: AiCallMeter;

  constructor(private readonly deps: AiLimitsDeps) {
    this.limits = deps.limits ?? AI_LIMITS;
    this.meter = new PointsMeter(deps.kv, deps.usage, () => deps.ledger.settled());
    this.calls = new AiCallMeter(deps.kv, deps.callLimits);
  }

  /**
   * Before a custom outline streams (POST /api/ai/chat/outline-section): 5401, 5421 for a page
   * option above the tier's cap, 5427, then one outline's points (5410 / 5411). A topic that is
   * blank once stripped is left to the stream, which refuses it (5000) without charging.
   */
  async beginOutline(
    userId: string,
    body: { topic: string; page_limit?: PageLimit },
    /** The user's row when the caller has it (the session lookup's): no query before the charge. */
    known?: KnownAccount,
  ) {
    if (isBlank(sanitizeTopic(body.topic))) return;
    assertNoSensitiveWords(body.topic);
    await this.deps.moderation?.check(body.topic, 'topic');
    const account = await this.account(userId, known);
    const cap = this.pageCap(account);
    if (pageLimitFloor(body.page_limit ?? '') > cap) {
      throw new AppError(ErrorCode.PAGE_COUNT_LIMIT, `page option over ${cap}`, {
        localizedDetail: limitDetail.pages(cap, account.member),
      });
    }
    await this.checkFrequency(userId);
    await this.chargeAccount(account, 'outline', this.limits.outlineCost);
  }

  /**
   * 5427 past the per-minute number of AI generation starts (every tier). For any call that
   * starts a generation; beginOutline already calls it.
   */
  async checkFrequency(userId: string): Promise<void> {
    const starts = await this.deps.kv.incr(`ai-starts:${userId}`, 60);
    if (starts > this.limits.startsPerMinute) {
      throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, 'ai starts per minute');
    }
  }

  /**
   * Gives back one outline's points (the stream failed on the AI service's side): a ledger row
   * of negative points, so the rate call and the caps count the outline as never charged.
   */
  async refundOutline(userId: string): Promise<void> {
    await this.refund(userId, 'outline', this.limits.outlineCost);
  }

  /**
   * Before a model call that costs one answer's points (POST /api/ai/chat, the editor's AI on a
   * slide, imports, page fills, fill-info): 5414 when the action is for members only and the
   * user is not one, 5427 past the starts per minute (unless `start` is false: a page fill is a
   * piece of a generation, limited by its route's counts only), then the points (5410 / 5411).
   */
  async beginChat(
    userId: string,
    kind: AiUsageKind,
    options: { membersOnly?: boolean; known?: KnownAccount | undefined; start?: boolean } = {},
  ) {
    const account = await this.account(userId, options.known);
    if (options.membersOnly && !account.member) {
      throw new AppError(ErrorCode.UPGRADE_TO_PRO, 'members only');
    }
    if (options.start !== false) await this.checkFrequency(userId);
    await this.chargeAccount(account, kind, this.limits.chatCost);
  }

  /** Gives back what beginChat charged (the answer failed on the AI service's side). */
  async refundChat(userId: string, kind: AiUsageKind): Promise<void> {
    await this.refund(userId, kind, this.limits.chatCost);
  }

  /**
   * The refund looks for the charge it gives back in the ledger (was it paid from a pack?), so
   * the charge's row is written first; points given back to the allowance leave its counter too.
   */
  private async refund(userId: string, kind: AiUsageKind, points: number): Promise<void> {
    await this.deps.ledger.settled();
    const entry = { userId, kind, model: this.deps.modelName, points };
    const { fromPack } = await this.deps.usage.refund(entry);
    if (!fromPack) await this.meter.giveBack(this.window(await this.account(userId)), points);
  }

  /**
   * Points were written to the ledger behind the counters' back (the dev route that sets up an
   * account): the user's current window counts them again from the ledger.
   */
  async recount(userId: string): Promise<void> {
    await this.meter.forget(this.window(await this.account(userId)));
  }

  /** Charges AI points to a user: 5410 (basic tier) or 5411 (member) when they would pass the cap. */
  async charge(userId: string, kind: AiUsageKind, points: number): Promise<void> {
    await this.chargeAccount(await this.account(userId), kind, points);
  }

  /**
   * Creates a record (POST /api/ai/generate-ppt/record) within the limits: 5401 for sensitive
   * words in the outline, then for the basic tier 5412 at the project cap and 5421 when the
   * laid-out deck passes the page cap. The count and the insert run under a per-user lock, so
   * parallel requests cannot pass the cap together; a request meeting the lock gets 5427.
   */
  async createRecord<T>(userId: string, outline: string, create: () => Promise<T>): Promise<T> {
    assertNoSensitiveWords(outline);
    return this.withProjectRoom(userId, (account) => {
      this.checkPages(outline, account);
      return create();
    });
  }

  /**
   * createRecord for a deck that is not laid out from its outline (an imported PPTX): its pages
   * are the deck's (checkEditedPages), and its outline, the file's text as read or only its
   * title for a deck without text, is checked for words alone.
   */
  async createDeckRecord<T>(userId: string, outline: string, create: () => Promise<T>): Promise<T> {
    assertNoSensitiveWords(outline);
    return this.withProjectRoom(userId, () => create());
  }

  /**
   * Runs `add`, which adds one project (a new record, a copy, a deck back from the trash),
   * within the basic tier's project cap: 5412 at the cap, counted and added under a per-user
   * lock, so parallel requests cannot pass the cap together: one meeting the lock waits for it
   * a few seconds, then gets 5427. Members have no cap.
   */
  async withProjectRoom<T>(userId: string, add: (account: Account) => Promise<T>): Promise<T> {
    const account = await this.account(userId);
    if (account.member) return add(account);
    const lock = `ai-project-lock:${userId}`;
    const deadline = Date.now() + PROJECT_LOCK_WAIT_MS;
    while (!(await this.deps.kv.setIfAbsent(lock, '1', PROJECT_LOCK_SECONDS))) {
      if (Date.now() >= deadline) {
        throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, 'record creation in progress');
      }
      await sleep(PROJECT_LOCK_POLL_MS);
    }
    try {
      const projects = await this.deps.projects.countActive(userId);
      if (projects >= this.limits.basicProjects) {
        throw new AppError(ErrorCode.PROJECT_COUNT_LIMIT, `${projects} projects`, {
          localizedDetail: limitDetail.basicProjects(this.limits.basicProjects),
        });
      }
      return await add(account);
    } finally {
      await this.deps.kv.del(lock);
    }
  }

  /**
   * 5421 when an edit adds slides past the user's tier (a deck already longer, from a lapsed
   * membership, can still be edited as long as it does not grow).
   */
  async checkEditedPages(userId: string, slides: number, before: number): Promise<void> {
    if (slides <= before) return;
    const account = await this.account(userId);
    const cap = this.pageCap(account);
    if (slides > cap) {
      throw new AppError(ErrorCode.PAGE_COUNT_LIMIT, `${slides} slides over ${cap}`, {
        localizedDetail: limitDetail.pages(cap, account.member),
      });
    }
  }

  /**
   * GET /api/ai/rate: the tier's allowance plus the points left in bought packs, and what the
   * allowance has used (pack points are spent once the allowance is).
   */
  async rate(userId: string): Promise<{ total: number; used: number }> {
    const account = await this.account(userId);
    const { limit, since } = this.allowance(account);
    return {
      total: limit + account.packPoints,
      used: await this.meter.used({ userId, since }),
    };
  }

  private async account(userId: string, known?: KnownAccount): Promise<Account> {
    if (known) return accountOf(userId, effectiveMemberUntil(known), known.aiPackPoints);
    const user = await this.deps.users.findById(userId);
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
    return accountOf(userId, effectiveMemberUntil(user), user.aiPackPoints);
  }

  /**
   * Members: a daily allowance from midnight Beijing time. Basic tier: a lifetime allowance,
   * counted from the end of the last membership, so points used as a member do not count.
   */
  private allowance(account: Account): { limit: number; since: Date | undefined } {
    if (account.member) {
      return { limit: this.limits.memberDailyPoints, since: beijingDayStart(Date.now()) };
    }
    const since = account.memberUntil > 0 ? new Date(account.memberUntil * 1000) : undefined;
    return { limit: this.limits.basicPoints, since };
  }

  private window(account: Account): PointsWindow {
    return { userId: account.userId, since: this.allowance(account).since };
  }

  /**
   * One atomic step on the user's points counter; the ledger row is written after it, without
   * the stream waiting (a lost row is logged: the counter has already counted it). Once the
   * allowance is spent, bought packs pay (a database transaction: rare, and exact).
   */
  private async chargeAccount(account: Account, kind: AiUsageKind, points: number) {
    const { limit, since } = this.allowance(account);
    const entry = { userId: account.userId, kind, model: this.deps.modelName, points };
    const { added, used } = await this.meter.add({ userId: account.userId, since }, points, limit);
    if (added) {
      this.deps.ledger.record(entry).catch((err: unknown) => this.deps.onLedgerError?.(err));
      return;
    }
    if (await this.deps.usage.chargePack(entry)) return;
    if (account.member) {
      throw new AppError(ErrorCode.MEMBER_AI_LIMIT, `${used} points today`, {
        localizedDetail: limitDetail.memberDaily(limit),
      });
    }
    throw new AppError(ErrorCode.AI_POINTS_USED_UP, `${used} of ${limit} points`);
  }

  private pageCap(account: Account): number {
    return account.member ? this.limits.memberPages : this.limits.basicPages;
  }

  /**
   * Lays the outline out with the deck engine, stopping past the tier's cap, so pages are counted
   * exactly as the deck will have them (5404-5407 for a malformed outline). Skipped when the cap
   * is the engine's own, which record creation applies anyway.
   */
  private checkPages(outline: string, account: Account): void {
    const cap = this.pageCap(account);
    if (cap >= DEFAULT_MAX_PAGES) return;
    try {
      outlineToDeck(parseOutline(outline), { maxPages: cap });
    } catch (err) {
      if (err instanceof DeckError && err.reason === 'page-count-limit') {
        throw new AppError(ErrorCode.PAGE_COUNT_LIMIT, err.message, {
          localizedDetail: limitDetail.pages(cap, account.member),
        });
      }
      throw err;
    }
  }
}

/** `memberUntil`: the tier's end, personal or the team's (effectiveMemberUntil). */
function accountOf(userId: string, memberUntil: number, packPoints: number): Account {
  return { userId, memberUntil, packPoints, member: memberUntil > Date.now() / 1000 };
}
