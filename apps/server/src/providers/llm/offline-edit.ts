import { AppError, ErrorCode, type Locale, type SlideAiAction } from '@slidecraft/contract';
import { keyValue, sequenceMarker, visualLength } from '@slidecraft/deck';
import { chineseConverters } from '../../text/chinese-script.js';

/** The editing actions (the text-box ones and the slide ones except 'regenerate'). */
export type EditAction = Exclude<SlideAiAction, 'regenerate'>;

const HAN = /\p{Script=Han}/u;
/** Clause boundaries a shortened line may end at. */
const CLAUSE = /[，,；;：:、（(—]|\s[-–]\s/u;
/** Words that add length and no meaning. */
const FILLERS: Record<'zh' | 'en', RegExp> = {
  zh: /非常|十分|其实|基本上|总的来说，?|总而言之，?|可以说，?|相关的(?=\S)/gu,
  en: /\b(?:very|really|basically|actually|in order)\s+/giu,
};

/** Which composer language a text is in: Chinese (simplified or traditional) or English. */
function languageOf(text: string, locale: Locale): Locale {
  if (!HAN.test(text)) return 'en-US';
  return locale === 'zh-TW' ? 'zh-TW' : 'zh-CN';
}

/** A line without list markers, extra spaces or a closing full stop. */
function tidy(line: string, language: Locale): string {
  const fillers = language === 'en-US' ? FILLERS.en : FILLERS.zh;
  return line
    .replace(/^\s*(?:[*\-•·]|\d{1,2}[.、)）])\s*/u, '')
    .replace(fillers, '')
    .replace(/\s+/g, ' ')
    .replace(/[。．.!！;；]+$/u, '')
    .trim();
}

/** The first clause of a long line, never shorter than a few characters. */
function firstClause(line: string, max: number): string {
  if (visualLength(line) <= max) return line;
  let rest = line;
  let kept = '';
  for (;;) {
    const match = CLAUSE.exec(rest);
    if (!match) break;
    const clause = rest.slice(0, match.index).trim();
    kept = kept ? `${kept}${clause}` : clause;
    if (visualLength(kept) >= 4) return kept;
    rest = rest.slice(match.index + match[0].length);
  }
  if (kept && visualLength(kept) >= 4) return kept;
  // No clause boundary: whole words in English, characters in Chinese.
  if (!HAN.test(line)) return line.split(/\s+/).slice(0, 8).join(' ');
  return Array.from(line).slice(0, max).join('');
}

const EXPANSIONS: Record<Locale, readonly string[]> = {
  'zh-CN': [
    '，并结合具体案例加以说明',
    '，明确目标、路径与衡量标准',
    '，关注实施中的难点与应对办法',
    '，为后续工作提供可参考的依据',
  ],
  'zh-TW': [
    '，並結合具體案例加以說明',
    '，明確目標、路徑與衡量標準',
    '，關注實施中的難點與應對辦法',
    '，為後續工作提供可參考的依據',
  ],
  'en-US': [
    ', illustrated with a concrete example',
    ', with clear goals, steps and measures',
    ', noting the difficulties and how to meet them',
    ', as a reference for the next steps',
  ],
};

const ITEM: Record<Locale, (n: number) => string> = {
  'zh-CN': (n) => `要点${'一二三四五六七八九十'[n - 1] ?? n}`,
  'zh-TW': (n) => `要點${'一二三四五六七八九十'[n - 1] ?? n}`,
  'en-US': (n) => `Item ${n}`,
};
const STEP: Record<Locale, (n: number) => string> = {
  'zh-CN': (n) => `第${'一二三四五六'[n - 1] ?? n}步`,
  'zh-TW': (n) => `第${'一二三四五六'[n - 1] ?? n}步`,
  'en-US': (n) => `Step ${n}`,
};
const COLON = (language: Locale) => (language === 'en-US' ? ': ' : '：');

/** A small stable hash, so that the same line always gets the same expansion. */
function stableIndex(text: string, size: number): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % size;
}

/** Lines split further at clause boundaries, for a table or timeline made of one sentence. */
function atLeastTwo(lines: string[]): string[] {
  if (lines.length >= 2) return lines;
  const parts = (lines[0] ?? '')
    .split(/[，,；;。]/u)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length >= 2 ? parts : lines;
}

/** 'key：value' rows: pairs kept, a leading clause as the key, else a numbered item. */
function asTable(lines: string[], language: Locale): string[] {
  return atLeastTwo(lines).map((line, index) => {
    const pair = keyValue(line);
    if (pair) return `${pair.key}${COLON(language)}${pair.value}`;
    const match = CLAUSE.exec(line);
    const key = match ? line.slice(0, match.index).trim() : '';
    const value = match ? line.slice(match.index + match[0].length).trim() : '';
    if (key && value && visualLength(key) <= 14) return `${key}${COLON(language)}${value}`;
    return `${ITEM[language](index + 1)}${COLON(language)}${line}`;
  });
}

/** Two to six short steps, each led by its year or ordinal (added when it has none). */
function asTimeline(lines: string[], language: Locale): string[] {
  const steps = atLeastTwo(lines).slice(0, 6);
  const marked = steps.every((line) => sequenceMarker(line) !== undefined);
  return steps.map((line, index) => {
    const short = firstClause(line, 24);
    return marked ? short : `${STEP[language](index + 1)}${COLON(language)}${short}`;
  });
}

const NEEDS_MODEL: Record<Locale, string> = {
  'zh-CN': '离线模式只能在简体与繁体中文之间转换，翻译成其他语言需要配置 AI 模型',
  'zh-TW': '離線模式只能在簡體與繁體中文之間轉換，翻譯成其他語言需要設定 AI 模型',
  'en-US':
    'offline mode converts only between simplified and traditional Chinese; other languages need an AI model',
};

async function translate(lines: string[], to: Locale): Promise<string[]> {
  const text = lines.join('\n');
  if (to === 'en-US' || !HAN.test(text)) {
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'offline translation', {
      localizedDetail: NEEDS_MODEL,
    });
  }
  const { toTraditional, toSimplified } = await chineseConverters();
  const convert = to === 'zh-TW' ? toTraditional : toSimplified;
  return lines.map(convert);
}

/**
 * What the offline composer answers for an editing action, without a model: deterministic rules
 * on the lines of a text box or the points of a slide. Shorten keeps each line's first clause,
 * expand adds a clause, rewrite tidies (markers, fillers, full stops), table makes 'key：value'
 * rows, timeline makes 2 to 6 steps led by their year or ordinal, translate converts between
 * simplified and traditional Chinese (5402 for other languages: that needs a model).
 */
export async function offlineEdit(
  action: EditAction,
  text: string,
  options: { locale: Locale; to?: Locale },
): Promise<string[]> {
  const language = languageOf(text, options.locale);
  const lines = text
    .split('\n')
    .map((line) => tidy(line, language))
    .filter(Boolean);
  switch (action) {
    case 'rewrite':
      return lines;
    case 'shorten':
      return lines.slice(0, 6).map((line) => firstClause(line, 16));
    case 'expand': {
      const phrases = EXPANSIONS[language];
      return lines.map((line) => `${line}${phrases[stableIndex(line, phrases.length)]}`);
    }
    case 'table':
      return asTable(lines, language);
    case 'timeline':
      return asTimeline(lines, language);
    case 'translate':
      return translate(lines, options.to ?? options.locale);
  }
}
