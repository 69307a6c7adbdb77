import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../providers/kv/memory-kv.js';
import { PASSWORD_LIMITS, PasswordAttemptLimiter } from './password-limiter.js';

const codeOf = (p: Promise<void>) =>
  p.then(
    () => 200,
    (e: { code: number }) => e.code,
  );

describe('password attempt limiter', () => {
  it('holds the figures of reliability.md', () => {
    expect(PASSWORD_LIMITS).toEqual({
      maxFailures: 5,
      failureWindowSeconds: 900,
      lockSeconds: 300,
      hourlyMax: 100,
    });
  });

  it('refuses the 101st attempt of an hour, even with the right password', async () => {
    let now = 0;
    const kv = new MemoryKeyValueStore(() => now);
    // A lock so weak it never triggers: the hourly cap alone must hold.
    const limiter = new PasswordAttemptLimiter(kv, {
      ...PASSWORD_LIMITS,
      maxFailures: 1_000_000,
    });
    for (let i = 1; i <= 100; i++) {
      expect(await codeOf(limiter.attempt('u', async () => false)), `try ${i}`).toBe(5104);
      now += 1000;
    }
    expect(await codeOf(limiter.attempt('u', async () => true))).toBe(5111);
    now = 3600 * 1000 + 1;
    expect(await codeOf(limiter.attempt('u', async () => true))).toBe(200);
    await kv.close();
  });

  it('lets only maxFailures of a parallel burst reach the password check', async () => {
    const kv = new MemoryKeyValueStore();
    const limiter = new PasswordAttemptLimiter(kv);
    let checks = 0;
    const codes = await Promise.all(
      Array.from({ length: 50 }, () =>
        codeOf(
          limiter.attempt('u', async () => {
            checks++;
            await new Promise((r) => setTimeout(r, 5));
            return false;
          }),
        ),
      ),
    );
    expect(checks).toBe(5);
    expect(codes.filter((c) => c === 5104)).toHaveLength(4);
    expect(codes.filter((c) => c === 5111)).toHaveLength(46);
    await kv.close();
  });
});
