/**
 * Reading the shape of points: leading numbers, years and ordinals, key-value pairs, quotes.
 * Pure functions over strings, so layout choice is deterministic for the same outline.
 */

/** A figure a point leads with ('85% 的教师…') or ends with ('比亚迪 32%'), and its label. */
export interface PointFigure {
  /** The figure as shown, prefix, range and unit included: '约 85%', '10-20万元', '超过350万台'. */
  display: string;
  /** The figure's value (the lower end of a range). */
  value: number;
  /** The unit, '％' read as '%': '%', '万元', 'GB', or '' for a bare number. */
  unit: string;
  /** The rest of the point, without separating punctuation. */
  label: string;
  /** Where the figure stands: leading the point, or ending it after its label ('比亚迪 32%'). */
  at: 'start' | 'end';
  /** A span such as '10-20万元' or '3～5年': shown whole, never charted. */
  range: boolean;
  /** With 约, 超过, about..., or '30余', '1.2万+', '30万元以上': a rough figure. */
  approximate: boolean;
}

/**
 * Words before a figure that bound it or say it is rough ('约30%', '超过350万台'): a trailing
 * figure takes them too. Longest first.
 */
const BOUND_WORDS = [
  ...['约', '近', '超过', '超', '逾', '高达', '不到', '不足', '少于', '多于', '接近', '将近'],
  ...['大约', '突破', '不超过'],
  ...['over', 'about', 'nearly', 'around', 'more than', 'up to', 'less than'],
].sort((a, b) => b.length - a.length);
/**
 * Words a leading figure takes besides: totals and changes ('增长30%：营收'). A trailing figure
 * leaves them to its label, where they read on ('营收同比增长 35%', '占比提升至 38%').
 */
const PREFIX_WORDS = [
  ...BOUND_WORDS,
  ...['达到', '达', '共', '仅', '增长', '下降', '提升', '降低', '减少'],
].sort((a, b) => b.length - a.length);
const PREFIX = PREFIX_WORDS.join('|');
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
/** A figure: number, unit, the other end of a range, '+' or 以上 (from, unit, to, unit, plus). */
const FIGURE = String.raw`([+-]?${DIGITS})(?:余|多)?(?:\s*(${UNIT}))?(?:${RANGE_DASH}(${DIGITS})(?:余|多)?(?:\s*(${UNIT}))?)?(\+|以上|以下|左右)?`;
const NUMBER = new RegExp(String.raw`^(${PREFIX})?\s*${FIGURE}`, 'u');
/** A figure and nothing else (the end of a point). */
const FIGURE_ONLY = new RegExp(String.raw`^${FIGURE}$`, 'u');
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
export function leadingNumber(point: string): PointFigure | undefined {
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
  return { display, value, unit, label, range: to !== undefined, approximate, at: 'start' };
}

/** The characters a figure with a unit ends with (a quick test before reading one). */
const FIGURE_END = new Set([
  ...[...SCALES, ...COUNTS, '%', '％', '‰', '+', '以上', '以下', '左右'].map((unit) =>
    unit.slice(-1),
  ),
  ...'mgBsWhxXkKM',
]);
/** The longest figure read at the end of a point, in characters ('1,234,567.5万-2,345,678.5万元'). */
const FIGURE_LONGEST = 40;
/** Punctuation a point may end with after a trailing figure ('比亚迪 32%。'). */
const END_PUNCTUATION = /[\s。.；;，,]+$/u;
/** What may stand just before a trailing figure: a space, a separator or CJK text. */
const BEFORE_FIGURE = /[\s：:，,、—\u2e80-\ufaff]$/u;
/** What may not be in the label of a trailing figure: the marks between clauses. */
const CLAUSE_MARK = /[，,；;。：:！!？?]/u;
/** Label ends that make the figure part of something else: a digit ('Q3 20%'), 第 (a rank), vs. */
const NOT_A_LABEL_END = /(?:\d|第|\bvs\.?|\bversus)$/iu;
/** The longest label a trailing figure takes (visual length): a short name, not a sentence. */
const TRAILING_LABEL_MAX = 16;
const HAN = /\p{Script=Han}/u;

/**
 * The bound at the end of `before` that belongs to the figure after it ('超过', '约'), or ''.
 * A one-character bound after a Chinese character is not taken (最近, 签约 are words), a Latin
 * one needs a space before it, and a negation before a bound goes with it ('未超过').
 */
function trailingPrefix(before: string): string {
  for (const word of BOUND_WORDS) {
    if (!before.endsWith(word)) continue;
    const ahead = before.slice(0, before.length - word.length);
    const last = ahead.slice(-1);
    if (/^[a-z]/iu.test(word) ? !/(?:^|\s)$/u.test(ahead) : word.length === 1 && HAN.test(last)) {
      continue;
    }
    return /[不未没无]/u.test(last) ? `${last}${word}` : word;
  }
  return '';
}

/** Where the figure that ends `body` starts: the first digit whose figure runs to the end. */
function trailingStart(body: string): number | undefined {
  if (!FIGURE_END.has(body.slice(-1))) return undefined;
  for (let i = Math.max(0, body.length - FIGURE_LONGEST); i < body.length; i++) {
    if (!/\d/u.test(body[i]!)) continue;
    const prev = body[i - 1] ?? '';
    // Inside a number ('1,280', '3.5'): not a start.
    if (/\d/u.test(prev) || (/[.,]/u.test(prev) && /\d/u.test(body[i - 2] ?? ''))) continue;
    // A sign after a space or a word: '-5%'; after a letter or digit it is a name ('GPT-4').
    const signed = /[+-]/u.test(prev) && !/[A-Za-z\d]/u.test(body[i - 2] ?? '');
    const start = signed ? i - 1 : i;
    if (FIGURE_ONLY.test(body.slice(start))) return start;
  }
  return undefined;
}

/**
 * A point ending with a figure after a short label: '比亚迪 32%', '比亚迪：32%', 'Tesla 8%',
 * '女性用户占比提升至38%' (the figure '38%'), '公共充电桩超过350万台' (the figure '超过350万台':
 * a bound goes with it). Conservative: the figure has a unit and ends the point (punctuation
 * aside), the label is one short clause that does not end in a digit, 第 or vs; years
 * ('成立于2015年'), months, names ('支持5G', 'GPT-4', 'iPhone 15') and a figure ending a
 * sentence ('出口量达到200万辆，位居全球第一', '…1280万辆，同比增长35%') are not.
 */
export function trailingNumber(point: string): PointFigure | undefined {
  const body = point.trim().replace(END_PUNCTUATION, '');
  const start = trailingStart(body);
  if (start === undefined) return undefined;
  const shown = body.slice(start);
  const [, from = '', firstUnit = '', to, lastUnit = '', plus = ''] = FIGURE_ONLY.exec(shown)!;
  const unit = normalUnit(lastUnit || firstUnit);
  const value = Number(from.replace(/,/g, ''));
  const year = /^(?:19|20)\d{2}$/u.test(from) && unit === '年';
  if (!unit || year || unit === '月' || !Number.isFinite(value)) return undefined;
  if (to !== undefined && firstUnit && !unit.startsWith(normalUnit(firstUnit))) return undefined;
  const before = body.slice(0, start);
  const prefix = trailingPrefix(before.trimEnd());
  if (!prefix && !BEFORE_FIGURE.test(before)) return undefined;
  const label = before
    .trimEnd()
    .slice(0, before.trimEnd().length - prefix.length)
    .replace(/[\s：:，,、—–-]+$/u, '')
    .trim();
  if (!label || CLAUSE_MARK.test(label) || NOT_A_LABEL_END.test(label)) return undefined;
  if (visualLength(label) > TRAILING_LABEL_MAX) return undefined;
  const display = `${prefix}${/[a-z]$/iu.test(prefix) ? ' ' : ''}${shown}`;
  const approximate = !!prefix || !!plus || /\d(?:余|多)/u.test(shown);
  return { display, value, unit, label, range: to !== undefined, approximate, at: 'end' };
}

/**
 * The figure a point shows: the one ending it or the one leading it. Where it has both, the
 * leading one when it is set off from its words ('45% 用户 月均3次'), the trailing one when
 * the leading one runs on into them and only qualifies them ('25-35岁用户占比58%').
 */
export function pointFigure(point: string): PointFigure | undefined {
  const leading = leadingNumber(point);
  const trailing = trailingNumber(point);
  if (!leading || !trailing) return leading ?? trailing;
  const text = point.trim();
  const runsOn = HAN.test(text.charAt(NUMBER.exec(text)![0].length));
  return runsOn ? trailing : leading;
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
