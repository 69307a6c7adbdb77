import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { estimatedEntropyBits, MIN_SECRET_BITS, secretWeakness } from './secret-strength.js';

describe('secretWeakness', () => {
  it.each([
    ['one character 40 times', 'x'.repeat(40)],
    ['two characters alternating', 'ab'.repeat(30)],
    ['a counting pattern', '0123456789'.repeat(4)],
    ['the alphabet and the digits', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ['a short random one', randomBytes(12).toString('base64')],
  ])('refuses %s for its entropy, saying how to make one', (_name, secret) => {
    expect(secretWeakness(secret)).toMatch(
      /^too little entropy \(about \d+ bits, at least 120 needed\): .*openssl rand -base64 48/,
    );
  });

  it.each([
    'changeme-please-this-is-my-production-secret',
    'secret'.repeat(8),
    'Your-SlideCraft-Key-2026-abcdefghijklmnop',
  ])('refuses the placeholder %s', (secret) => {
    expect(secretWeakness(secret)).toMatch(/^looks like a placeholder .*openssl rand -base64 48/);
  });

  it('accepts random secrets as the docs and tools make them, and the generated one', () => {
    for (let i = 0; i < 300; i++) {
      for (const secret of [
        randomBytes(48).toString('base64'),
        randomBytes(32).toString('base64url'),
        randomBytes(32).toString('hex'),
        randomBytes(16).toString('hex'),
        randomBytes(24).toString('base64'),
        randomUUID(),
      ]) {
        expect(secretWeakness(secret), secret).toBeNull();
      }
    }
  });

  it('counts a repeated unit once and a run by its first four characters', () => {
    expect(estimatedEntropyBits('')).toBe(0);
    expect(estimatedEntropyBits('x'.repeat(40))).toBe(estimatedEntropyBits('x'));
    expect(estimatedEntropyBits('k3'.repeat(20))).toBe(estimatedEntropyBits('k3'));
    expect(estimatedEntropyBits('klmnopqrst')).toBe(estimatedEntropyBits('klmn'));
    // A secret whose end is its beginning again is no repetition.
    expect(estimatedEntropyBits('6b048d2b620b5537e3bc31dad881c6b0')).toBe(128);
    expect(estimatedEntropyBits('f'.repeat(16) + '0')).toBe(estimatedEntropyBits('ffff0'));
    expect(estimatedEntropyBits(randomBytes(16).toString('hex'))).toBeGreaterThanOrEqual(
      MIN_SECRET_BITS,
    );
  });
});
