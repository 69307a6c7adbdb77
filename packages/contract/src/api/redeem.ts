import * as z from 'zod/mini';
import { isCleanText } from '../validators.js';

/**
 * Redeem codes (spec sections 2, 4, 7 and 9): a code from an operator's batch grants the
 * batch's membership plan. 5600 invalid or expired, 5601 too many wrong codes (10 an hour per
 * account), 5602 the batch's per-user limit reached, 5603 the code has no uses left, 5610
 * anything else.
 */

/** Longest code a user can type (spec section 9). */
export const REDEEM_CODE_MAX = 16;
/**
 * The characters of a code: digits and capitals without the look-alikes 0, 1, I and O (32
 * symbols, 5 bits each: a 16-character code carries 80 random bits). Typed codes are read in
 * any case, with spaces and hyphens ignored.
 */
export const REDEEM_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REDEEM_CODE_LENGTH = 16;
/** Wrong codes an account may try in an hour before 5601. */
export const REDEEM_WRONG_TRIES_PER_HOUR = 10;

/** POST /api/license-code/redeem */
export const RedeemBodySchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'redeem code cannot be empty'),
      z.maxLength(REDEEM_CODE_MAX),
      z.refine(isCleanText, { message: 'control characters' }),
    ),
});

export const RedeemResultSchema = z.object({
  /** The plan the code granted. */
  productId: z.string(),
  productTitle: z.string(),
  /** The membership end after the grant, unix seconds. */
  endAt: z.int(),
});
export type RedeemResult = z.infer<typeof RedeemResultSchema>;
