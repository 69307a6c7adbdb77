/**
 * Chinese search over the template centre, in memory: every node holds the same catalogue, so
 * the same index answers on PGlite and PostgreSQL alike, in well under a millisecond for a
 * thousand templates (bench/results/template-search.json).
 *
 * Words are cut with a dictionary of the centre's own vocabulary (longest match first: 述职,
 * 党建, 营销 are one word each, which ICU's general dictionary splits) and ICU's word segmenter
 * (`Intl.Segmenter`) for the rest; every run of Chinese characters is also indexed by its
 * character pairs, so a word neither knows is still found. Words of one meaning share a concept
 * ('年度总结' finds '年终总结'; '述职' finds year-end summaries).
 */

/** Words of one meaning, as users search them; the first names the concept. */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['年终', '年度', '年底', '年末', '全年', '岁末', '年终总结', '年度总结'],
  ['总结', '汇报', '复盘', '回顾', '述职', '报告', '小结'],
  ['答辩', '毕业', '论文', '毕设', '毕业设计', '开题', '结题', '学位'],
  ['教学', '课件', '教案', '说课', '公开课', '课堂', '授课', '讲课', '教育'],
  ['营销', '策划', '推广', '市场', '运营', '品牌', '促销'],
  ['发布', '发布会', '新品', '上市', '上线', '产品介绍'],
  ['科技', '技术', '互联网', '数字化', '信息化', '人工智能', 'ai', '大模型', '智能'],
  ['党建', '党政', '政务', '党课', '机关', '基层', '党员', '政府', '支部'],
  ['金融', '财务', '财报', '预算', '投资', '融资', '理财', '银行'],
  ['医疗', '医院', '医学', '健康', '护理', '病例', '临床', '医生', '医药'],
  ['培训', '入职', '新员工', '课程', '讲座', '分享'],
  ['简历', '求职', '自我介绍', '个人介绍', '竞聘', '应聘', '面试', '作品集'],
  ['计划', '规划', '方案', '目标', '展望'],
  ['季度', '季报', '月度', '月报', '周报', '周期'],
  ['商务', '商业', '企业', '公司'],
  ['简约', '简洁', '极简'],
  ['中国风', '国风', '古风', '传统'],
];

/** Words that say nothing about a template ('PPT', '模板', '的'). */
const STOP_WORDS = new Set([
  'ppt',
  'pptx',
  '模板',
  '幻灯片',
  '演示',
  '文稿',
  '素材',
  '免费',
  '下载',
  '的',
  '和',
  '与',
  '及',
  '了',
  '一个',
  '一份',
  'the',
  'a',
  'of',
  'and',
]);

/** Where a word was found, and what a match there is worth. */
export const FIELD_WEIGHTS = {
  title: 8,
  keywords: 5,
  tags: 5,
  description: 3,
  headings: 2,
  body: 1,
} as const;
export type SearchField = keyof typeof FIELD_WEIGHTS;

/** A match through a synonym is worth this share of an exact one. */
const CONCEPT_SHARE = 0.6;
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const MAX_WORD = 6;

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Full-width forms folded, lower case. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export class TemplateSearch {
  /** Word -> concept (the first word of its synonym group). */
  private readonly concepts = new Map<string, string>();
  /** The dictionary the longest-match cut uses. */
  private readonly dictionary = new Set<string>();
  /** Term -> document -> best weight (exact words, concepts as '~concept', pairs as '^xy'). */
  private readonly postings = new Map<string, Map<number, number>>();
  private size = 0;

  constructor(vocabulary: Iterable<string> = []) {
    for (const group of SYNONYMS) {
      for (const word of group) {
        this.concepts.set(normalize(word), normalize(group[0]!));
        this.dictionary.add(normalize(word));
      }
    }
    for (const word of vocabulary) {
      const clean = normalize(word).trim();
      if ([...clean].length >= 2 && [...clean].length <= MAX_WORD) this.dictionary.add(clean);
    }
  }

  /** The words of a text: dictionary words first, ICU's words for what is left. */
  words(text: string): string[] {
    const words: string[] = [];
    for (const part of segmenter.segment(normalize(text))) {
      if (!part.isWordLike) continue;
      // ICU may cut a dictionary word in two: cut the run again by the dictionary.
      words.push(part.segment);
    }
    return this.mergeByDictionary(words).filter((word) => !STOP_WORDS.has(word));
  }

  /**
   * Joins ICU's pieces back into dictionary words where they form one ('营' '销' -> '营销'),
   * longest first; pieces that form none stay as they are.
   */
  private mergeByDictionary(pieces: string[]): string[] {
    const out: string[] = [];
    for (let i = 0; i < pieces.length;) {
      let taken = 1;
      let word = pieces[i]!;
      let joined = word;
      for (let j = i + 1; j < pieces.length && [...joined].length < MAX_WORD; j++) {
        joined += pieces[j]!;
        if (this.dictionary.has(joined)) {
          taken = j - i + 1;
          word = joined;
        }
      }
      out.push(word);
      i += taken;
    }
    // A long ICU word may hold dictionary words ('年终总结报告' -> also '年终', '总结').
    return out.flatMap((word) => [word, ...this.innerWords(word)]);
  }

  /** Dictionary words inside a longer word (longest match, left to right). */
  private innerWords(word: string): string[] {
    const chars = [...word];
    if (chars.length < 3 || !HAN.test(word)) return [];
    const found: string[] = [];
    for (let i = 0; i < chars.length;) {
      let taken = 0;
      for (let n = Math.min(MAX_WORD, chars.length - i); n >= 2; n--) {
        const piece = chars.slice(i, i + n).join('');
        if (piece !== word && this.dictionary.has(piece)) {
          found.push(piece);
          taken = n;
          break;
        }
      }
      i += taken || 1;
    }
    return found;
  }

  /**
   * Adds a document; returns its number. A word found in several fields counts in each (its
   * best weight per field, summed), so a template titled and tagged with it ranks above one that
   * only mentions it.
   */
  add(fields: Partial<Record<SearchField, string>>): number {
    const doc = this.size++;
    const terms = new Map<string, Map<SearchField, number>>();
    const note = (term: string, field: SearchField, weight: number) => {
      let byField = terms.get(term);
      if (!byField) terms.set(term, (byField = new Map()));
      if ((byField.get(field) ?? 0) < weight) byField.set(field, weight);
    };
    for (const [field, text] of Object.entries(fields) as [SearchField, string][]) {
      if (!text) continue;
      const weight = FIELD_WEIGHTS[field];
      for (const word of this.words(text)) {
        note(word, field, weight);
        const concept = this.concepts.get(word);
        if (concept) note(`~${concept}`, field, weight * CONCEPT_SHARE);
      }
      for (const run of normalize(text).match(HAN_RUN) ?? []) {
        const chars = [...run];
        for (let i = 0; i + 1 < chars.length; i++) {
          note(`^${chars[i]}${chars[i + 1]}`, field, weight * 0.5);
        }
      }
    }
    for (const [term, byField] of terms) {
      this.post(
        term,
        doc,
        [...byField.values()].reduce((sum, w) => sum + w, 0),
      );
    }
    return doc;
  }

  private post(term: string, doc: number, weight: number) {
    let list = this.postings.get(term);
    if (!list) this.postings.set(term, (list = new Map()));
    if ((list.get(doc) ?? 0) < weight) list.set(doc, weight);
  }

  /** The documents one query word matches, with the weight of the match. */
  private matches(word: string): Map<number, number> {
    const result = new Map<number, number>();
    const take = (list: Map<number, number> | undefined, share = 1) => {
      for (const [doc, weight] of list ?? []) {
        if ((result.get(doc) ?? 0) < weight * share) result.set(doc, weight * share);
      }
    };
    take(this.postings.get(word));
    const concept = this.concepts.get(word);
    if (concept) take(this.postings.get(`~${concept}`));
    // A Chinese word the index does not know as a word: all of its character pairs.
    const chars = [...word];
    if (result.size === 0 && chars.length >= 2 && HAN.test(word)) {
      let docs: Map<number, number> | undefined;
      for (let i = 0; i + 1 < chars.length; i++) {
        const list = this.postings.get(`^${chars[i]}${chars[i + 1]}`) ?? new Map<number, number>();
        docs = docs
          ? new Map(
              [...docs]
                .filter(([doc]) => list.has(doc))
                .map(([doc, w]) => [doc, Math.min(w, list.get(doc)!)]),
            )
          : new Map(list);
      }
      take(docs);
    }
    return result;
  }

  /**
   * Documents matching the query, best first: those matching every word, or, when none does,
   * those matching the most words if that is at least half of them. Empty for a query without a searchable word; undefined for one of
   * words that say nothing ('PPT 模板'), which asks for every template.
   */
  search(query: string): { doc: number; score: number }[] | undefined {
    const words = [...new Set(this.words(query))].filter(
      (word) => [...word].length >= 2 || !HAN.test(word),
    );
    // Only words that say nothing ('PPT 模板'): no constraint at all.
    if (words.length === 0 && this.onlyStopWords(query)) return undefined;
    if (words.length === 0) {
      // One Chinese character alone ('党'): its pairs are too many to guess; look for it in titles.
      const single = [...normalize(query)].find((char) => HAN.test(char));
      return single ? this.byPair(single) : [];
    }
    const scores = new Map<number, { score: number; hits: number }>();
    for (const word of words) {
      for (const [doc, weight] of this.matches(word)) {
        const entry = scores.get(doc) ?? { score: 0, hits: 0 };
        entry.score += weight;
        entry.hits += 1;
        scores.set(doc, entry);
      }
    }
    const most = Math.max(0, ...[...scores.values()].map((entry) => entry.hits));
    // Without a template of every word, those of the most words, if that is at least half.
    if (most * 2 < words.length) return [];
    return [...scores]
      .filter(([, entry]) => entry.hits === most)
      .map(([doc, entry]) => ({ doc, score: entry.score }))
      .sort((a, b) => b.score - a.score || a.doc - b.doc);
  }

  private onlyStopWords(query: string): boolean {
    const parts = [...segmenter.segment(normalize(query))].filter((part) => part.isWordLike);
    const joined = this.mergeByDictionary(parts.map((part) => part.segment));
    return joined.length > 0 && joined.every((word) => STOP_WORDS.has(word));
  }

  /** Documents with a pair starting or ending with `char` in a weighty field. */
  private byPair(char: string): { doc: number; score: number }[] {
    const scores = new Map<number, number>();
    for (const [term, list] of this.postings) {
      if (!term.startsWith('^') || !term.includes(char)) continue;
      for (const [doc, weight] of list) scores.set(doc, Math.max(scores.get(doc) ?? 0, weight));
    }
    return [...scores]
      .map(([doc, score]) => ({ doc, score }))
      .sort((a, b) => b.score - a.score || a.doc - b.doc);
  }
}
