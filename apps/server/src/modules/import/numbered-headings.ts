const CN_NUMBER = '[一二三四五六七八九十百零〇两]+';
const ANY_NUMBER = `(?:${CN_NUMBER}|\\d{1,3})`;

/**
 * Numbering styles of Chinese and Western documents, from the outermost in, with the source
 * level each stands for. The outline builder ranks the levels a document actually uses, so
 * a document numbered "一、" then "1." gets two levels, not five.
 */
const STYLES: { pattern: RegExp; level: number }[] = [
  { pattern: new RegExp(`^第${ANY_NUMBER}[部篇编]`), level: 1 },
  { pattern: new RegExp(`^第${ANY_NUMBER}章`), level: 2 },
  { pattern: new RegExp(`^第${ANY_NUMBER}节`), level: 3 },
  { pattern: new RegExp(`^${CN_NUMBER}[、.．]`), level: 4 },
  { pattern: new RegExp(`^[（(]${CN_NUMBER}[）)]`), level: 5 },
  { pattern: /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])/, level: 9 },
  { pattern: /^\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.]?\d)/, level: 8 },
  { pattern: /^\d{1,3}\.\d{1,3}(?![\d.]?\d)/, level: 7 },
  { pattern: /^\d{1,3}[、.．](?!\d)/, level: 6 },
];

/** Longest line that can still be a heading (longer numbered lines are list items). */
const HEADING_CHARS = 40;
/** Punctuation that ends a sentence or a clause: a line ending so is prose, not a heading. */
const PROSE_END = /[。！？；，,.!?;：:]$/;

export type NumberedLine = { kind: 'heading'; level: number } | { kind: 'item' } | null;

/**
 * What a numbered line is: a heading (short, no closing punctuation) at its style's level, or a
 * list item; null when the line is not numbered. "(1)" style numbering is always an item.
 */
export function classifyNumbered(line: string): NumberedLine {
  const text = line.trim();
  if (/^[（(]\d{1,3}[）)]|^[①-⑳]/.test(text)) return { kind: 'item' };
  const style = STYLES.find(({ pattern }) => pattern.test(text));
  if (!style) return null;
  const short = Array.from(text).length <= HEADING_CHARS && !PROSE_END.test(text);
  return short ? { kind: 'heading', level: style.level } : { kind: 'item' };
}

/** The line without its numbering mark (kept for headings such as "第一章 总则": the mark is part of the title). */
export function stripItemNumber(line: string): string {
  return line.trim().replace(/^(?:[（(]\d{1,3}[）)]|[①-⑳]|\d{1,3}[、.．)](?!\d))\s*/, '');
}
