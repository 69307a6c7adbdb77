import { DEFAULT_PHONE_PREFIX, TOPIC_MAX_LENGTH } from './constants.js';

/** Mainland mobile number, with an optional 1-5 digit country prefix and a hyphen (spec section 5). */
export const MAINLAND_PHONE = /^(?:\+?\d{1,5}-)?1[3-9]\d{9}$/;
/** The looser match: optional plus and prefix, optional hyphen, then 6 to 11 digits. */
export const LOOSE_PHONE = /^(?:\+?\d{1,5})?-?\d{6,11}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isMainlandPhone(value: string): boolean {
  return MAINLAND_PHONE.test(value.trim());
}

export function isLoosePhone(value: string): boolean {
  return LOOSE_PHONE.test(value.trim());
}

/** Splits a stored phone value (`+86-13800138000`) into prefix and local number. */
export function splitPhone(value: string): { prefix: string; local: string } {
  const trimmed = value.trim();
  const hyphen = trimmed.indexOf('-');
  if (hyphen > 0) {
    const prefix = trimmed.slice(0, hyphen);
    return {
      prefix: prefix.startsWith('+') ? prefix : `+${prefix}`,
      local: trimmed.slice(hyphen + 1),
    };
  }
  return { prefix: DEFAULT_PHONE_PREFIX, local: trimmed };
}

/** Joins a prefix and a local number into the stored form `+86-13800138000`. */
export function joinPhone(local: string, prefix: string = DEFAULT_PHONE_PREFIX): string {
  const p = prefix.startsWith('+') ? prefix : `+${prefix}`;
  return `${p}-${local.trim()}`;
}

/**
 * The canonical stored form (`+86-13800138000`) of a mainland mobile number, or null.
 * Only the mainland country code is accepted (written 86, +86 or 0086), so that one number
 * has exactly one stored form, one account and one set of rate limits.
 */
export function normalizePhone(value: string): string | null {
  if (!isMainlandPhone(value)) return null;
  const { prefix, local } = splitPhone(value);
  if (prefix.replace(/^\+0*/, '') !== '86') return null;
  return joinPhone(local, DEFAULT_PHONE_PREFIX);
}

/** C0 control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A UTF-16 surrogate that is not part of a pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text that can be stored and rendered: no control characters, no broken surrogates. */
export function isCleanText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** Hides the middle of a phone number: `138****8000`. */
export function maskPhone(value: string): string {
  const { local } = splitPhone(value);
  if (local.length < 7) return local;
  return `${local.slice(0, 3)}****${local.slice(-4)}`;
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** An account name is an email when it has an at sign after the first character, else a phone. */
export function accountKind(userName: string): 'email' | 'phone' {
  return userName.indexOf('@') > 0 ? 'email' : 'phone';
}

/** Characters the home topic box strips (spec section 5). */
const TOPIC_STRIPPED = /[`~@#_$%^&*=|{};\\[\].<>/?￥…【】+‘；]/g;

/** Removes the forbidden characters and caps the topic at 1000 characters (code points). */
export function sanitizeTopic(raw: string): string {
  const stripped = raw.replace(TOPIC_STRIPPED, '');
  const chars = Array.from(stripped);
  return chars.length > TOPIC_MAX_LENGTH ? chars.slice(0, TOPIC_MAX_LENGTH).join('') : stripped;
}

export function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim().length === 0;
}

/** Length in user-perceived characters (code points), as the limits count them. */
export function charLength(value: string): number {
  return Array.from(value).length;
}
