import { describe, expect, it } from 'vitest';
import {
  accountKind,
  isCleanText,
  isEmail,
  isLoosePhone,
  isMainlandPhone,
  joinPhone,
  maskPhone,
  normalizePhone,
  sanitizeTopic,
  splitPhone,
} from './validators.js';

describe('phone validation (spec section 5)', () => {
  it.each(['13800138000', '+86-13800138000', '86-19912345678', '+852-15012345678'])(
    'accepts %s',
    (phone) => {
      expect(isMainlandPhone(phone)).toBe(true);
    },
  );
  it.each([
    '',
    '12800138000',
    '1380013800',
    '138001380000',
    '+86 13800138000',
    '+123456-13800138000',
    'abc',
    '+86-',
  ])('rejects %j', (phone) => {
    expect(isMainlandPhone(phone)).toBe(false);
  });
  it('loose match takes 6 to 11 digits with an optional prefix', () => {
    expect(isLoosePhone('+1-5551234')).toBe(true);
    expect(isLoosePhone('12345')).toBe(false);
    expect(isLoosePhone('12345678901234567')).toBe(false);
    expect(isLoosePhone('+86-12a4567')).toBe(false);
  });
  it('splits and joins the stored form', () => {
    expect(splitPhone('+86-13800138000')).toEqual({ prefix: '+86', local: '13800138000' });
    expect(splitPhone('13800138000')).toEqual({ prefix: '+86', local: '13800138000' });
    expect(splitPhone('852-15012345678')).toEqual({ prefix: '+852', local: '15012345678' });
    expect(joinPhone('13800138000')).toBe('+86-13800138000');
  });
  it('normalises every accepted form to +prefix-number', () => {
    expect(normalizePhone('13800138000')).toBe('+86-13800138000');
    expect(normalizePhone(' 86-13800138000 ')).toBe('+86-13800138000');
    expect(normalizePhone('0086-13800138000')).toBe('+86-13800138000');
    expect(normalizePhone('+086-13800138000')).toBe('+86-13800138000');
    expect(normalizePhone('12345')).toBeNull();
  });
  it('accepts only the mainland country code, so a number has one stored form', () => {
    expect(normalizePhone('+852-15012345678')).toBeNull();
    expect(normalizePhone('+1-13800138000')).toBeNull();
    expect(normalizePhone('+99999-13800138000')).toBeNull();
  });
  it('masks the middle digits', () => {
    expect(maskPhone('+86-13800138000')).toBe('138****8000');
  });
});

describe('accounts', () => {
  it('classes an account as email only with an at sign after the first character', () => {
    expect(accountKind('a@b.cn')).toBe('email');
    expect(accountKind('@b.cn')).toBe('phone');
    expect(accountKind('13800138000')).toBe('phone');
  });
  it('needs a top-level part of at least two letters in an email', () => {
    expect(isEmail('user@example.com')).toBe(true);
    expect(isEmail('user@example.c')).toBe(false);
    expect(isEmail('user@@example.com')).toBe(false);
  });
});

describe('topic sanitising', () => {
  it('strips every forbidden character and keeps Chinese punctuation that is allowed', () => {
    expect(sanitizeTopic('`~@#_$%^&*=|{};\\[].<>/?￥……【】+‘；')).toBe('');
    expect(sanitizeTopic('人工智能，如何改变教育？')).toBe('人工智能，如何改变教育？');
    expect(sanitizeTopic('AI #2026 [draft]')).toBe('AI 2026 draft');
  });
  it('caps the topic at 1000 characters counted as code points', () => {
    expect(Array.from(sanitizeTopic('字'.repeat(1200)))).toHaveLength(1000);
    expect(Array.from(sanitizeTopic('😀'.repeat(1001)))).toHaveLength(1000);
  });
});

describe('clean text', () => {
  it('refuses NUL, other control characters and broken surrogates but keeps newlines and emoji', () => {
    expect(isCleanText('标题\n\t要点 😀')).toBe(true);
    expect(isCleanText('a\u0000b')).toBe(false);
    expect(isCleanText('a\u001bb')).toBe(false);
    expect(isCleanText('a\ud800b')).toBe(false);
    expect(isCleanText('\udc00')).toBe(false);
  });
});
