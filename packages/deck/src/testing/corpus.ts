import { parseOutline, type Outline } from '@slidecraft/contract/outline';
import { mulberry32 } from '../random.js';

/**
 * A deterministic corpus of outlines for the density and overflow sweep (issue 16, item 4):
 * short and long titles and points, Chinese, English and mixed text, long unbroken words and
 * URLs, deep nesting, numbers (percentages, ranges such as '10-20万元', years, amounts),
 * key：value points (tables), quotes, sequences (第一步 / Step 1 / years), one- and two-point
 * slides, slides of seven points or more and empty sections. The same seed and index always
 * give the same outline; nothing is read from the network or the disk.
 */

export interface CorpusOutline {
  /** Position in the corpus: the same index and seed always give the same outline. */
  index: number;
  /** The outline text (the format parseOutline reads). */
  text: string;
  outline: Outline;
}

export const DEFAULT_CORPUS_SEED = 20261126;

/** The corpus's generator (mulberry32: enough for test data). */
const prng = (seed: number) => mulberry32(seed);

class Dice {
  constructor(private readonly next: () => number) {}
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  /** One of the keys, drawn by weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let roll = this.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }
}

// Word lists written for this corpus: business, education and government vocabulary.
const DOMAINS = [
  '数字化转型',
  '乡村振兴',
  '基层治理',
  '智慧校园',
  '供应链管理',
  '品牌建设',
  '人才培养',
  '营商环境',
  '安全生产',
  '绿色低碳',
  '课程改革',
  '家校共育',
  '城市更新',
  '医疗服务',
  '普惠金融',
  '跨境电商',
  '新能源汽车',
  '政务服务',
  '科技创新',
  '文化旅游',
] as const;
const OBJECTS = [
  '服务质量',
  '运营效率',
  '客户满意度',
  '管理流程',
  '考核机制',
  '数据平台',
  '课堂教学',
  '师资队伍',
  '市场份额',
  '协同机制',
  '风险防控',
  '资金使用',
  '评价体系',
  '应急预案',
  '产品结构',
  '用户体验',
  '组织架构',
  '信息系统',
] as const;
const VERBS = [
  '提升',
  '优化',
  '完善',
  '加强',
  '落实',
  '构建',
  '深化',
  '推进',
  '健全',
  '拓展',
  '规范',
  '强化',
] as const;
const MODIFIERS = ['全面', '持续', '系统', '精准', '稳步', '深入', '协同', '分类'] as const;
const TAILS = [
  '确保各项任务按期完成',
  '形成可复制可推广的经验',
  '切实减轻基层负担',
  '让群众办事更加便捷',
  '为学生成长提供有力支撑',
  '推动高质量发展迈上新台阶',
  '实现降本增效的目标',
  '建立长效的监督评估机制',
  '提高资源配置的整体效率',
  '营造良好的创新创业氛围',
] as const;
const ACTORS = ['各部门', '试点学校', '项目团队', '区县政府', '合作企业', '教研组', '运营中心'];
const UNITS = ['万元', '亿元', '万人', '个', '项', '所', '家', '公里', '吨'] as const;
const SHORT_LABELS = [
  '目标',
  '现状',
  '问题',
  '措施',
  '成效',
  '预算',
  '周期',
  '负责人',
  '范围',
  '风险',
  '指标',
  '对象',
] as const;
const EN_WORDS = [
  'digital',
  'strategy',
  'growth',
  'customer',
  'platform',
  'learning',
  'community',
  'service',
  'quality',
  'network',
  'revenue',
  'campus',
  'policy',
  'insight',
  'delivery',
  'pipeline',
  'analytics',
  'governance',
  'the',
  'and',
  'for',
  'with',
  'across',
  'every',
] as const;
const EN_TERMS = ['AI', 'SaaS', 'ERP', 'CRM', 'Kubernetes', 'Python', 'GPT', 'IoT', 'OKR', 'KPI'];
const LONG_WORDS = [
  'internationalization',
  'Pneumonoultramicroscopicsilicovolcanoconiosis',
  'electroencephalographically',
  'CustomerRelationshipManagementPlatformIntegration',
  'anti-disestablishmentarianism-oriented-reform',
  'supercalifragilisticexpialidocious',
] as const;
const URLS = [
  'https://www.example.gov.cn/zwgk/zcwj/2025/notice-on-digital-government-construction.html',
  'https://edu.example.com.cn/resources/curriculum/2026/grade-7/mathematics/unit-3',
  'http://data.example.org/api/v2/statistics?region=east&year=2025&indicator=gdp_growth',
  'www.example.cn/investor-relations/annual-report-2025.pdf',
] as const;
const QUOTE_AUTHORS = ['老子', '孔子', '鲁迅', 'Peter Drucker', '管理学格言', '陶行知', '佚名'];
const CHINESE_ORDINALS = [
  '一',
  '二',
  '三',
  '四',
  '五',
  '六',
  '七',
  '八',
  '九',
  '十',
  '十一',
  '十二',
];

type Style = 'short' | 'long' | 'huge' | 'english' | 'mixed';

class Writer {
  constructor(private readonly dice: Dice) {}

  phrase(): string {
    const d = this.dice;
    return `${d.chance(0.4) ? d.pick(MODIFIERS) : ''}${d.pick(VERBS)}${d.pick(OBJECTS)}`;
  }

  heading(style: Style): string {
    const d = this.dice;
    switch (style) {
      case 'short':
        return d.chance(0.5) ? d.pick(DOMAINS) : d.pick(OBJECTS);
      case 'long':
        return `关于${d.pick(MODIFIERS)}推进${d.pick(DOMAINS)}与${d.pick(DOMAINS)}融合发展、${this.phrase()}的实施意见和${d.int(2025, 2030)}年工作安排`;
      case 'huge':
        // Close to the 200-character limit of a heading.
        return [...this.sentence(d.int(6, 9)).replace(/。$/u, '')].slice(0, 190).join('');
      case 'english':
        return this.english(d.int(2, 9), true);
      case 'mixed':
        return `${d.pick(EN_TERMS)} 赋能${d.pick(DOMAINS)}：${this.phrase()}`;
    }
  }

  english(words: number, capital = false): string {
    const out = Array.from({ length: words }, () => this.dice.pick(EN_WORDS));
    const text = out.join(' ');
    return capital ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  }

  sentence(clauses: number): string {
    const d = this.dice;
    const parts = Array.from({ length: clauses }, () =>
      d.chance(0.5) ? `${d.pick(ACTORS)}${this.phrase()}` : `${this.phrase()}，${d.pick(TAILS)}`,
    );
    return `${parts.join('，')}${d.chance(0.5) ? '。' : ''}`;
  }

  /** A number a real deck would carry: percentage, range, year, amount, level. */
  number(): string {
    const d = this.dice;
    switch (d.int(0, 6)) {
      case 0:
        return `${d.int(1, 99)}%`;
      case 1: {
        const low = d.int(1, 50);
        return `${low}-${low + d.int(5, 50)}${d.pick(UNITS)}`;
      }
      case 2:
        return `${d.int(1990, 2035)}年`;
      case 3:
        return `${d.int(1, 999)}.${d.int(1, 9)}${d.pick(UNITS)}`;
      case 4:
        return `L${d.int(1, 5)}级`;
      case 5:
        return `${d.int(1, 20)}倍`;
      default:
        return `${d.int(1000, 99999).toLocaleString('en-US')}${d.pick(UNITS)}`;
    }
  }

  point(kind: PointKind, index: number): string {
    const d = this.dice;
    switch (kind) {
      case 'short':
        return this.phrase();
      case 'long':
        return this.sentence(d.int(2, 6));
      case 'essay':
        return [...this.sentence(d.int(12, 40))].slice(0, 1000).join('');
      case 'english':
        return `${this.english(d.int(3, 24), true)}${d.chance(0.5) ? '.' : ''}`;
      case 'mixed':
        return `采用 ${d.pick(EN_TERMS)} ${d.pick(['技术', '平台', '方法'])}${this.phrase()}，${d.pick(['效率', '准确率', '覆盖率'])}提升 ${this.number()}`;
      case 'long-word':
        return d.chance(0.5)
          ? `${this.phrase()}：${d.pick(LONG_WORDS)}`
          : `详见 ${d.pick(URLS)}${d.chance(0.5) ? ` ${this.phrase()}` : ''}`;
      case 'number':
        return d.chance(0.5)
          ? `${this.number()}${d.chance(0.6) ? '：' : ' '}${this.phrase()}`
          : `${d.pick(ACTORS)}${this.phrase()}，达到 ${this.number()}`;
      case 'key-value':
        return `${d.pick(SHORT_LABELS)}：${d.chance(0.7) ? this.phrase() : this.sentence(d.int(1, 3))}`;
      case 'quote':
        return `“${this.sentence(d.int(1, 2)).replace(/。$/u, '')}。”——${d.pick(QUOTE_AUTHORS)}`;
      case 'sequence': {
        const marker = d.pick(['zh', 'step', 'year'] as const);
        const head =
          marker === 'zh'
            ? `第${CHINESE_ORDINALS[index % CHINESE_ORDINALS.length]}步`
            : marker === 'step'
              ? `Step ${index + 1}`
              : `${2015 + index * d.int(1, 2)}年`;
        return `${head}：${d.chance(0.7) ? this.phrase() : this.sentence(d.int(1, 3))}`;
      }
    }
  }
}

type PointKind =
  | 'short'
  | 'long'
  | 'essay'
  | 'english'
  | 'mixed'
  | 'long-word'
  | 'number'
  | 'key-value'
  | 'quote'
  | 'sequence';

/** How a slide's points are drawn: one kind for all, or a mix. */
const SLIDE_KINDS: Readonly<Record<PointKind | 'mixed-kinds', number>> = {
  short: 3,
  long: 2,
  essay: 0.5,
  english: 1,
  mixed: 1,
  'long-word': 1,
  number: 2,
  'key-value': 2,
  quote: 1,
  sequence: 2,
  'mixed-kinds': 3,
};
const POINT_KINDS = Object.keys(SLIDE_KINDS).filter((k) => k !== 'mixed-kinds') as PointKind[];

/** How many points a heading has: empty, one, two, a few, many. */
function pointCount(dice: Dice): number {
  switch (dice.weighted({ empty: 1, one: 2, two: 2, few: 4, many: 2 })) {
    case 'empty':
      return 0;
    case 'one':
      return 1;
    case 'two':
      return 2;
    case 'few':
      return dice.int(3, 6);
    default:
      return dice.int(7, 14);
  }
}

function points(dice: Dice, writer: Writer): string[] {
  const count = pointCount(dice);
  const kind = dice.weighted(SLIDE_KINDS);
  return Array.from({ length: count }, (_, index) =>
    writer.point(kind === 'mixed-kinds' ? dice.pick(POINT_KINDS) : kind, index),
  );
}

/** The text of outline `index` of the corpus with this seed. */
export function corpusOutlineText(index: number, seed = DEFAULT_CORPUS_SEED): string {
  const dice = new Dice(prng((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0));
  const writer = new Writer(dice);
  const style = dice.weighted<Style>({ short: 4, long: 2, huge: 0.5, english: 1, mixed: 2 });
  const lines = [`# ${writer.heading(style)}`];
  if (dice.chance(0.6)) lines.push(`> ${dice.chance(0.7) ? writer.phrase() : writer.sentence(2)}`);
  if (dice.chance(0.5)) {
    lines.push(
      `@note ${dice.pick(ACTORS)}; 20${dice.int(24, 27)}-0${dice.int(1, 9)}-1${dice.int(0, 9)}`,
    );
  }
  const headingStyle = () =>
    dice.weighted<Style>({ short: 5, long: 1, huge: 0.3, english: 1, mixed: 1, [style]: 5 });
  const addPoints = () => {
    for (const point of points(dice, writer)) lines.push(`* ${point}`);
  };
  // Mostly a few chapters with sections; sometimes many thin ones (a long agenda).
  const many = dice.chance(0.1);
  const chapters = many ? dice.int(8, 14) : dice.int(1, 5);
  for (let c = 0; c < chapters; c++) {
    lines.push(`## ${writer.heading(headingStyle())}`);
    if (dice.chance(0.3)) lines.push(`> ${writer.phrase()}`);
    if (dice.chance(0.25)) addPoints();
    const sections = many ? dice.int(0, 1) : dice.int(0, 4);
    for (let s = 0; s < sections; s++) {
      lines.push(`### ${writer.heading(headingStyle())}`);
      if (dice.chance(0.15)) lines.push(`> ${writer.phrase()}`);
      const nested = dice.weighted({ flat: 6, pair: 1, deep: 2 });
      if (nested === 'flat' || dice.chance(0.3)) addPoints();
      if (nested === 'flat') continue;
      const subsections = nested === 'pair' ? 2 : dice.int(1, 4);
      for (let u = 0; u < subsections; u++) {
        lines.push(`#### ${writer.heading(headingStyle())}`);
        addPoints();
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Outlines `start` .. `start + count - 1` of the corpus, parsed. */
export function generateCorpus(
  count: number,
  options: { seed?: number; start?: number } = {},
): CorpusOutline[] {
  const start = options.start ?? 0;
  return Array.from({ length: count }, (_, offset) => {
    const index = start + offset;
    const text = corpusOutlineText(index, options.seed);
    return { index, text, outline: parseOutline(text) };
  });
}
