import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { estimatedEntropyBits, MIN_SECRET_BITS, secretWeakness } from './secret-strength.js';

describe('secretWeakness', () => {
  it.each([
    ['one character 40 times', 'x'.repeat(40)],
    ['a word repeated', 'secret'.repeat(8)],
    ['two characters alternating', 'ab'.repeat(30)],
    ['a counting pattern', '0123456789'.repeat(4)],
  ])('refuses %s and says how to make one', (_name, secret) => {
    expect(secretWeakness(secret)).toMatch(/too little entropy .*openssl rand -base64 48/);
  });

  it('accepts random secrets as the docs make them, and the generated one', () => {
    for (let i = 0; i < 200; i++) {
      expect(secretWeakness(randomBytes(48).toString('base64'))).toBeNull();
      expect(secretWeakness(randomBytes(32).toString('base64url'))).toBeNull();
      expect(secretWeakness(randomBytes(32).toString('hex'))).toBeNull();
      expect(secretWeakness(randomBytes(24).toString('base64'))).toBeNull();
    }
  });

  it('estimates bits from the character frequencies', () => {
    expect(estimatedEntropyBits('')).toBe(0);
    expect(estimatedEntropyBits('x'.repeat(40))).toBe(0);
    expect(estimatedEntropyBits('ab'.repeat(20))).toBe(2);
    expect(estimatedEntropyBits('abcd')).toBe(8);
    expect(estimatedEntropyBits('abcdabcdab')).toBe(8);
    expect(estimatedEntropyBits(randomBytes(48).toString('base64'))).toBeGreaterThan(
      MIN_SECRET_BITS * 2,
    );
  });
});
