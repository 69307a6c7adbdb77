import type { DeckTheme } from '@slidecraft/deck';

type ThemeTag = DeckTheme['tags'][number];

/** How a theme's pictures look, from its tags (first match wins). */
const STYLES: readonly [ThemeTag, string][] = [
  ['government', '庄重大气的扁平插画，红色与金色点缀，城市与建筑、旗帜元素，干净明亮'],
  ['chinese', '新中式国风插画，水墨与留白，山水、祥云等传统元素，淡雅配色'],
  ['technology', '科技感数字插画，深色背景上的发光线条与网络节点，蓝紫色调'],
  ['education', '温暖明快的校园扁平插画，书本、课堂与学生元素，柔和配色'],
  ['playful', '活泼可爱的扁平插画，圆润造型与明亮配色'],
  ['business', '专业简洁的商务扁平插画，办公、图表与团队协作元素，克制配色'],
  ['minimal', '极简几何插画，大面积留白，两三种低饱和颜色'],
  ['fresh', '清新自然的插画，植物与光线，浅绿色调'],
  ['warm', '温暖柔和的插画，暖色调，生活化场景'],
  ['elegant', '优雅精致的插画，细腻质感，低饱和配色'],
];
const DEFAULT_STYLE = '现代扁平插画，配色协调，画面简洁';

/** The longest a prompt gets: services cap it, and the picture needs the gist only. */
const PROMPT_MAX = 600;

const clip = (text: string, max: number) =>
  [...text].length <= max ? text : `${[...text].slice(0, max).join('')}…`;

export interface PicturePromptInput {
  deckTitle: string;
  slideTitle: string;
  points: readonly string[];
  themeTags: readonly ThemeTag[];
}

/**
 * The prompt of one slide's picture: what the slide is about (its title, the deck's, its first
 * points) and the theme's look, with the rules every slide picture keeps: no text in the
 * picture (the slide has the words), no watermark or logo, room around the subject so that it
 * crops well into the slide's frame.
 */
export function picturePrompt(input: PicturePromptInput): string {
  const style = STYLES.find(([tag]) => input.themeTags.includes(tag))?.[1] ?? DEFAULT_STYLE;
  const points = input.points
    .slice(0, 4)
    .map((point) => clip(point.trim(), 40))
    .filter(Boolean);
  const prompt = [
    `为演示文稿的一页配一张插图。演示主题：「${clip(input.deckTitle, 60)}」。`,
    `本页标题：「${clip(input.slideTitle, 60)}」。`,
    points.length > 0 ? `本页要点：${points.join('；')}。` : '',
    `画面风格：${style}。`,
    '要求：画面中不出现任何文字、字母、数字、水印或标志；主体居中，四周留有余地以便裁切；横向构图。',
  ].join('');
  return clip(prompt, PROMPT_MAX);
}
