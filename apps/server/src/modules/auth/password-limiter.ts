import { AppError, ErrorCode } from '@slidecraft/contract';
import type { KeyValueStore } from '../../providers/kv/index.js';

/** reliability.md: 5 failures in 15 minutes lock for 5 minutes; at most 100 an hour. */
export const PASSWORD_LIMITS = {
  maxFailures: 5,
  failureWindowSeconds: 15 * 60,
  lockSeconds: 5 * 60,
  hourlyMax: 100,
} as const;

export type PasswordLimits = { [K in keyof typeof PASSWORD_LIMITS]: number };

const failKey = (subject: string) => `pwd-fail:${subject}`;
const hourKey = (subject: string) => `pwd-hour:${subject}`;
const lockKey = (subject: string) => `pwd-lock:${subject}`;

/**
 * Password attempts per account (user id, or the normalised name of an unknown account so that
 * both behave alike). An attempt is counted before the password is checked, so parallel guesses
 * cannot slip past the limits; a success clears the 15-minute count.
 */
export class PasswordAttemptLimiter {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly limits: PasswordLimits = PASSWORD_LIMITS,
  ) {}

  /**
   * Runs `check` (the password comparison) under the limits: 5111 while locked or over a cap,
   * 5111 on the failure that reaches the limit (which starts the lock), else 5104 on a failure.
   */
  async attempt(subject: string, check: () => Promise<boolean>): Promise<void> {
    const { maxFailures, failureWindowSeconds, lockSeconds, hourlyMax } = this.limits;
    if (await this.kv.get(lockKey(subject))) {
      throw new AppError(ErrorCode.TOO_MANY_PASSWORD_ERRORS, 'locked');
    }
    const hourly = await this.kv.incr(hourKey(subject), 3600);
    if (hourly > hourlyMax) throw new AppError(ErrorCode.TOO_MANY_PASSWORD_ERRORS, 'hourly cap');
    const failures = await this.kv.incr(failKey(subject), failureWindowSeconds);
    if (failures > maxFailures) {
      // Only reachable by requests racing the one that set the lock.
      throw new AppError(ErrorCode.TOO_MANY_PASSWORD_ERRORS, 'locked (race)');
    }
    if (await check()) {
      await this.kv.del(failKey(subject));
      return;
    }
    if (failures >= maxFailures) {
      await this.kv.set(lockKey(subject), '1', lockSeconds);
      await this.kv.del(failKey(subject));
      throw new AppError(ErrorCode.TOO_MANY_PASSWORD_ERRORS, 'lock starts');
    }
    throw new AppError(ErrorCode.PASSWORD_ERROR);
  }

  /** Lifts the lock and the 15-minute count (after a password reset). */
  async clear(subject: string): Promise<void> {
    await this.kv.del(lockKey(subject));
    await this.kv.del(failKey(subject));
  }
}
