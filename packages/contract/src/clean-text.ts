import { isCleanText } from './validators.js';

/**
 * Drops what `isCleanText` refuses (control characters other than tab / LF / CR, lone
 * surrogates), so that text pasted into a form always passes the schemas that require clean text.
 */
export function toCleanText(value: string): string {
  return Array.from(value)
    .filter((char) => isCleanText(char))
    .join('');
}
