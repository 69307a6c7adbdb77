import type { Locale, TemplateCategory, TemplateTagGroup } from '@slidecraft/contract';
import type { DeckTheme, ThemeFamily } from '@slidecraft/deck';

type Names = Readonly<Record<Locale, string>>;
const n = (zhCN: string, zhTW: string, enUS: string): Names => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});

const GROUPS: Readonly<Record<TemplateTagGroup, Names>> = {
  category: n('场景', '場景', 'Use'),
  style: n('风格', '風格', 'Style'),
  color: n('色系', '色系', 'Colour'),
};

const CATEGORIES: Readonly<Record<TemplateCategory, Names>> = {
  'work-report': n('工作汇报', '工作匯報', 'Work report'),
  'year-end': n('年终总结', '年終總結', 'Year-end summary'),
  education: n('教育教学', '教育教學', 'Education'),
  thesis: n('毕业答辩', '畢業答辯', 'Thesis defence'),
  marketing: n('营销策划', '行銷企劃', 'Marketing plan'),
  launch: n('产品发布', '產品發表', 'Product launch'),
  technology: n('科技互联网', '科技網路', 'Technology'),
  government: n('党政机关', '黨政機關', 'Government'),
  finance: n('金融财务', '金融財務', 'Finance'),
  medical: n('医疗健康', '醫療健康', 'Medical'),
  training: n('培训课件', '培訓課件', 'Training'),
  resume: n('个人简历', '個人履歷', 'Resume'),
  'slide-collection': n('单页合集', '單頁合集', 'Slide collections'),
};

const STYLES: Readonly<Record<ThemeFamily, Names>> = {
  business: n('商务', '商務', 'Business'),
  government: n('党政', '黨政', 'Official'),
  classic: n('中国风', '中國風', 'Chinese classic'),
  tech: n('科技', '科技', 'Tech'),
  campus: n('校园', '校園', 'Campus'),
  minimal: n('简约', '簡約', 'Minimal'),
  vivid: n('活泼', '活潑', 'Vivid'),
};

export const TEMPLATE_COLORS = [
  'blue',
  'red',
  'green',
  'orange',
  'purple',
  'pink',
  'dark',
  'white',
  'grey',
] as const;
export type TemplateColor = (typeof TEMPLATE_COLORS)[number];

const COLORS: Readonly<Record<TemplateColor, Names>> = {
  blue: n('蓝色', '藍色', 'Blue'),
  red: n('红色', '紅色', 'Red'),
  green: n('绿色', '綠色', 'Green'),
  orange: n('橙色', '橙色', 'Orange'),
  purple: n('紫色', '紫色', 'Purple'),
  pink: n('粉色', '粉色', 'Pink'),
  dark: n('深色', '深色', 'Dark'),
  white: n('白色', '白色', 'White'),
  grey: n('灰色', '灰色', 'Grey'),
};

/** The colour a theme is filed under, as a person would name it at a glance. */
const THEME_COLORS: Readonly<Record<string, TemplateColor>> = {
  'clean-blue': 'blue',
  'consulting-navy': 'blue',
  'executive-slate': 'grey',
  'gov-red': 'red',
  'gov-blue': 'blue',
  'academic-blue': 'blue',
  'ink-wash': 'grey',
  vermilion: 'red',
  celadon: 'green',
  'minimal-white': 'white',
  morandi: 'grey',
  'tech-dark': 'dark',
  'gradient-tech': 'purple',
  'dark-gold': 'dark',
  'fresh-green': 'green',
  'campus-orange': 'orange',
  candy: 'pink',
  'warm-sunset': 'orange',
};

export function colorOf(theme: DeckTheme): TemplateColor {
  return THEME_COLORS[theme.id] ?? 'grey';
}

export function groupLabel(group: TemplateTagGroup, locale: Locale): string {
  return GROUPS[group][locale];
}

export function categoryLabel(category: TemplateCategory, locale: Locale): string {
  return CATEGORIES[category][locale];
}

const ALL = n('全部', '全部', 'All');

/** The name of a tag title ('category.year-end' -> '年终总结'); the title itself if unknown. */
export function tagLabel(title: string, locale: Locale): string {
  const [group, item = ''] = title.split('.');
  if (item === 'all') return ALL[locale];
  const table: Readonly<Record<string, Names>> | undefined =
    group === 'category'
      ? CATEGORIES
      : group === 'style'
        ? STYLES
        : group === 'color'
          ? COLORS
          : undefined;
  return table?.[item]?.[locale] ?? title;
}
