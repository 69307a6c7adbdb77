/**
 * Reading the shape of points: leading numbers, years and ordinals, key-value pairs, quotes.
 * Pure functions over strings, so layout choice is deterministic for the same outline.
 */

export interface LeadingNumber {
  /** The figure as shown, prefix, range and unit included: '约 85%', '10-20万元'. */
  display: string;
  /** The figure's value (the lower end of a range). */
  value: number;
  /** The unit, '％' read as '%': '%', '万元', 'GB', or '' for a bare number. */
  unit: string;
  /** The rest of the point, without separating punctuation. */
  label: string;
  /** A span such as '10-20万元' or '3～5年': shown whole, never charted. */
  range: boolean;
  /** Led by 约, 超过, about..., or '30余', '1.2万+', '30万元以上': a rough figure. */
  approximate: boolean;
}

const PREFIX =
  '约|近|超过|超|逾|达到|达|高达|共|仅|不到|不足|少于|多于|增长|下降|提升|降低|减少|over|about|nearly|around|more than|up to|less than';
const DIGITS = String.raw`\d+(?:,\d{3})*(?:\.\d+)?`;
/** Units and scales, longest first; Latin units must not run on into a word ('5G' is a name). */
const SCALES = ['万亿', '亿', '万', '千', '百'];
/** What is counted: money, people, things, time, measures (a scale may come before one). */
const COUNTS = [
  ...[
    '人民币',
    '平方公里',
    '平方米',
    '美元',
    '公里',
    '公斤',
    '分贝',
    '人次',
    '个月',
    '小时',
    '分钟',
  ],
  ...['元', '人', '户', '家', '个', '项', '次', '场', '条', '张', '份', '套', '篇', '件', '台'],
  ...['辆', '架', '艘', '所', '名', '位', '款', '座', '栋', '吨', '亩', '米', '册', '本', '部'],
  ...['株', '头', '只', '盒', '箱', '单', '笔', '页', '字', '票', '倍', '天', '年', '月', '周'],
  ...['岁', '秒', '分', '度', '克', '升'],
];
/** Units and scales, longest first; Latin units must not run on into a word ('5G' is a name). */
const UNIT = [
  ...['%', '％', '‰'],
  ...SCALES.flatMap((scale) => COUNTS.map((count) => `${scale}${count}`)),
  ...SCALES,
  ...COUNTS,
  String.raw`(?:km|kg|GB|TB|MB|ms|kW|MW|h|s|x|X|k|K|M|B)(?![A-Za-z])`,
]
  .sort((a, b) => b.length - a.length)
  .join('|');
const RANGE_DASH = String.raw`\s*(?:-|–|—|~|～|至|到)\s*`;
const NUMBER = new RegExp(
  String.raw`^(${PREFIX})?\s*([+-]?${DIGITS})(?:余|多)?(?:\s*(${UNIT}))?(?:${RANGE_DASH}(${DIGITS})(?:余|多)?(?:\s*(${UNIT}))?)?(\+|以上|以下|左右)?`,
  'u',
);
/** What may follow a figure: a separator, CJK text, a space or the end, not more of a name. */
const AFTER_FIGURE = /^(?:$|[\s：:，,、；;。）)（(]|[\u2e80-\ufaff])/u;
/** Words after digits that make a name or a rank rather than a quantity: 'L2级', '3级等保'. */
const NAME_UNIT = /^\s*(?:级|代|号|期|届|型|版|星|层|楼|线|维)/u;
const YEAR =
  /^((?:19|20)\d{2})(?:\s*[-–—~～至到]\s*(?:19|20)\d{2})?(?:\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?)?(?:代|初|底|末|中|上半年|下半年|以来|至今|起)?|[-./]\d{1,2}(?:[-./]\d{1,2})?)?(?=[\s：:，,、]|$|[^\d%％])/u;
const ORDINAL =
  /^(第[一二三四五六七八九十百\d]+(?:步|阶段|季度|个月|期|天|周|年|月|季|章|部分|节|课|单元|轮|批|次|名|条|项|点|层|级|届|代)?(?![\p{Script=Han}])|首先|其次|再次|然后|接着|最后|步骤\s*\d+|阶段\s*\d+|Step\s*\d+|Phase\s*\d+|\d{1,2}[.、)）](?!\d)|[（(]\d{1,2}[)）]|(?:1[0-2]|0?[1-9])月(?:\s*[1-3]?\d日)?(?:上旬|中旬|下旬|初|底|中)?(?=\s*[：:])|[①②③④⑤⑥⑦⑧⑨⑩])/iu;
const SEPARATOR = /^[\s：:，,、.。—-]+/u;
const KEY_VALUE = /^([^：:，。,]{1,14}?)\s*[：:]\s*(.+)$/u;
const QUOTED = /^\s*[「『“"](.+)[」』”"]\s*(?:[—–-]{1,2}\s*(.+))?$/u;

const normalUnit = (unit: string) => (unit === '％' ? '%' : unit);

/**
 * A point leading with a figure that is a quantity: '85% 的教师…', '3 倍效率', '约30%',
 * '10-20万元：家庭主力车型' (a range, kept whole), '1.2万+ 用户'. Years and dates, ordinals
 * ('1.', '第一') and names that merely contain digits ('5G', 'L2级', '3级等保', 'Web3') are not.
 */
export function leadingNumber(point: string): LeadingNumber | undefined {
  const text = point.trim();
  if (leadingYear(text) || ORDINAL.test(text)) return undefined;
  const match = NUMBER.exec(text);
  if (!match) return undefined;
  const [whole, prefix = '', from = '', firstUnit = '', to, lastUnit = '', plus = ''] = match;
  const rest = text.slice(whole.length);
  const unit = normalUnit(lastUnit || firstUnit);
  // '3级等保', '5年级' are names; '30% 线上渠道' is a share of something named after it.
  const named = unit
    ? /^(?:级|代|号|期|届|型|版|星|层|楼|线|维)/u.test(rest)
    : NAME_UNIT.test(rest);
  if (!AFTER_FIGURE.test(rest) || named) return undefined;
  // '10万-20万元' is one range; '10%-20元' is not.
  if (to !== undefined && firstUnit && !unit.startsWith(normalUnit(firstUnit))) return undefined;
  const value = Number(from.replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  const figure = whole.slice(prefix.length).trim();
  const display = `${prefix}${prefix && /[a-z]$/i.test(prefix) ? ' ' : ''}${figure}`;
  const label = rest.replace(SEPARATOR, '').trim();
  const approximate = !!prefix || !!plus || /\d(?:余|多)/u.test(figure);
  return { display, value, unit, label, range: to !== undefined, approximate };
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
