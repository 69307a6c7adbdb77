import {
  AppError,
  ErrorCode,
  REDEEM_WRONG_TRIES_PER_HOUR,
  type Locale,
  type RedeemResult,
} from '@slidecraft/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { KeyValueStore } from '../../providers/kv/kv.js';
import { normalizeRedeemCode, type NewBatch, type RedeemRepo } from './redeem-repo.js';

const wrongKey = (userId: string) => `redeem-wrong:${userId}`;
const HOUR_SECONDS = 3600;

/**
 * Redeeming a code (POST /api/license-code/redeem). Every attempt is counted before the code
 * is looked up, so parallel guesses cannot pass the limit, and taken back unless the code was
 * wrong: an account may try 10 wrong codes an hour, then gets 5601 until the hour is over.
 */
export class RedeemService {
  constructor(
    private readonly repo: RedeemRepo,
    private readonly kv: KeyValueStore,
    /** Tells every node that the user's row changed (session cache). */
    private readonly userChanged: (userId: string) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** A batch of codes (the admin CLI, and the dev route for tests). */
  createBatch(batch: NewBatch): Promise<{ batchId: string; codes: string[] }> {
    return this.repo.createBatch(batch);
  }

  async redeem(userId: string, typed: string, locale: Locale): Promise<RedeemResult> {
    const key = wrongKey(userId);
    const tries = await this.kv.incr(key, HOUR_SECONDS);
    if (tries > REDEEM_WRONG_TRIES_PER_HOUR) {
      throw new AppError(ErrorCode.REDEEM_TOO_MANY_TRIES, 'wrong redeem codes this hour');
    }
    const code = normalizeRedeemCode(typed);
    if (!code) throw new AppError(ErrorCode.INVALID_REDEEM_CODE, 'not a code');
    let outcome;
    try {
      outcome = await this.repo.redeem(userId, code, new Date(this.now()), locale);
    } catch (err) {
      this.log.error({ err, user: userId }, 'redeem failed');
      await this.kv.decr(key);
      throw new AppError(ErrorCode.REDEEM_CODE_ERROR, 'redeem failed');
    }
    if (outcome.kind === 'invalid') {
      throw new AppError(ErrorCode.INVALID_REDEEM_CODE, 'unknown, expired or withdrawn');
    }
    // The code exists: not a wrong guess.
    await this.kv.decr(key);
    if (outcome.kind === 'per-user') {
      throw new AppError(ErrorCode.REDEMPTION_LIMIT, "the batch's per-user limit");
    }
    if (outcome.kind === 'empty') throw new AppError(ErrorCode.REDEEM_STOCK_EMPTY, 'no uses left');
    this.log.info({ user: userId, product: outcome.productId }, 'code redeemed');
    await this.userChanged(userId);
    return {
      productId: outcome.productId,
      productTitle: outcome.productTitle,
      endAt: outcome.endAt,
    };
  }
}
