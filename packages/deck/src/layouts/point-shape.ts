/**
 * Reading the shape of points: leading numbers, years and ordinals, key-value pairs, quotes.
 * Pure functions over strings, so layout choice is deterministic for the same outline.
 */

export interface LeadingNumber {
  /** The number as shown, prefix and unit included: '约 85%'. */
  display: string;
  value: number;
  unit: string;
  /** The rest of the point, without separating punctuation. */
  label: string;
}

const NUMBER =
  /^(约|近|超过|超|逾|达|共|仅|增长|下降|提升|over|about|nearly)?\s*([+-]?\d+(?:[.,]\d+)*)\s*(%|％|倍|万亿|亿元|万元|亿|万|千|百|人次|个|人|家|项|元|美元|次|天|小时|分钟|分|x|X|k|K|M|B)?/u;
const YEAR =
  /^((?:19|20)\d{2})(?:\s*年(?:\d{1,2}\s*月)?|[-./]\d{1,2}(?:[-./]\d{1,2})?)?(?=[\s：:，,、]|$|[^\d%％])/u;
const ORDINAL =
  /^(第[一二三四五六七八九十\d]+(?:步|阶段|期|天|周|年|章|部分)?|首先|其次|再次|然后|接着|最后|步骤\s*\d+|阶段\s*\d+|Step\s*\d+|Phase\s*\d+|\d{1,2}[.、)）]|[（(]\d{1,2}[)）]|[①②③④⑤⑥⑦⑧⑨⑩])/iu;
const SEPARATOR = /^[\s：:，,、.。—-]+/u;
const KEY_VALUE = /^([^：:，。,]{1,14}?)\s*[：:]\s*(.+)$/u;
const QUOTED = /^\s*[「『“"](.+)[」』”"]\s*(?:[—–-]{1,2}\s*(.+))?$/u;

/** A point leading with a number that is not a year: '85% 的教师…', '3 倍效率'. */
export function leadingNumber(point: string): LeadingNumber | undefined {
  if (leadingYear(point)) return undefined;
  const match = NUMBER.exec(point.trim());
  if (!match) return undefined;
  const [whole, prefix = '', digits = '', unit = ''] = match;
  const value = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  const display = `${prefix}${prefix && /[a-z]$/i.test(prefix) ? ' ' : ''}${digits}${unit}`;
  const label = point.trim().slice(whole.length).replace(SEPARATOR, '').trim();
  return { display, value, unit: unit === '％' ? '%' : unit, label };
}

/** A point leading with a year or date: '1956 年 …', '2024-03 …'. */
export function leadingYear(point: string): string | undefined {
  return YEAR.exec(point.trim())?.[0].trim();
}

/** The sequence marker a point leads with: a year, '第一', '1.', 'Step 2'. */
export function sequenceMarker(point: string): string | undefined {
  return leadingYear(point) ?? ORDINAL.exec(point.trim())?.[0].trim();
}

/** Splits a point into its marker and the rest (the marker is '' when it has none). */
export function splitMarker(point: string): { marker: string; rest: string } {
  const marker = sequenceMarker(point) ?? '';
  const rest = point.trim().slice(marker.length).replace(SEPARATOR, '').trim();
  return { marker, rest: rest || point.trim() };
}

export interface KeyValue {
  key: string;
  value: string;
}

/** 'key：value' or 'key: value' with a short key. */
export function keyValue(point: string): KeyValue | undefined {
  if (/^https?:/i.test(point)) return undefined;
  const match = KEY_VALUE.exec(point.trim());
  if (!match) return undefined;
  const [, key = '', value = ''] = match;
  return key.trim() && value.trim() ? { key: key.trim(), value: value.trim() } : undefined;
}

export interface Quotation {
  text: string;
  source?: string;
}

/** A point in quotation marks, optionally followed by '—— source'. */
export function quotation(point: string): Quotation | undefined {
  const match = QUOTED.exec(point);
  if (!match) return undefined;
  const [, text = '', source] = match;
  return source ? { text: text.trim(), source: source.trim() } : { text: text.trim() };
}

/** Visual length: CJK characters count 1, Latin characters about half. */
export function visualLength(text: string): number {
  let length = 0;
  for (const char of text) length += char.charCodeAt(0) > 0x2e80 ? 1 : 0.55;
  return length;
}

const SEQUENCE_HEADING =
  /流程|步骤|过程|历程|阶段|路线|进程|时间线|里程碑|发展史|演进|规划|timeline|process|steps|roadmap|milestone|history/iu;
const QUOTE_HEADING = /名言|引言|寄语|金句|语录|quote/iu;
const COMPARISON_HEADING =
  /\s(?:vs\.?|VS|versus)\s|对比|比较|优劣|利弊|优缺点|优势与劣势|优势和劣势/u;

export const headingSuggestsSequence = (title: string) => SEQUENCE_HEADING.test(title);
export const headingSuggestsQuote = (title: string) => QUOTE_HEADING.test(title);
export const headingSuggestsComparison = (title: string) => COMPARISON_HEADING.test(title);

/** The two sides a comparison heading names: 'A vs B', 'A与B对比', '优势与劣势'. */
export function comparisonSides(title: string): [string, string] | undefined {
  const versus = title.split(/\s+(?:vs\.?|VS|versus)\s+/u);
  if (versus.length === 2) return [versus[0]!.trim(), versus[1]!.trim()];
  const core = title.replace(/(?:的)?(?:对比|比较)(?:分析)?$/u, '');
  const sides = core.split(/与|和|及|\s+and\s+/u);
  if (sides.length === 2 && sides.every((side) => side.trim().length > 0)) {
    return [sides[0]!.trim(), sides[1]!.trim()];
  }
  return undefined;
}
