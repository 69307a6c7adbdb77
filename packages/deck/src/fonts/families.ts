/**
 * The fonts the engine renders and measures with, as names only: no file access, so layout and
 * the SVG preview can use this in a browser. Where the font files are lives in registry.ts
 * (node-only). The fonts ship through npm, so measuring and rendering never depend on the fonts
 * installed on the machine. A theme names one key per font role; a user can also pick any
 * shipped font for a run of text (`TextRun.fontFace`, the font's family name), which PPTX names
 * and PDF, PNG and the editor draw.
 */
export type RenderFontKey =
  | 'sans'
  | 'serif'
  | 'display'
  | 'xiaowei'
  | 'qingke'
  | 'mashanzheng'
  | 'zhimangxing'
  | 'liujianmaocao';

export type FontCategory = 'sans' | 'serif' | 'rounded' | 'handwriting' | 'display';

export const FONT_CATEGORIES: readonly FontCategory[] = [
  'sans',
  'serif',
  'rounded',
  'handwriting',
  'display',
];

export interface FontFamily {
  /** The family name inside the font files, which SVG, resvg and Office select by. */
  readonly family: string;
  /** Generic CSS family for viewers that lack the file. */
  readonly generic: 'sans-serif' | 'serif';
  /** True when the family has a real bold face; otherwise bold text uses the regular face. */
  readonly hasBold: boolean;
}

export interface ShippedFont extends FontFamily {
  /** The id the font calls (`font_id`) and the web font files go by. */
  readonly id: string;
  readonly key: RenderFontKey;
  readonly category: FontCategory;
  /** The font's own name in each interface language (proper names, not translated text). */
  readonly names: { readonly 'zh-CN': string; readonly 'zh-TW': string; readonly 'en-US': string };
  /** SPDX id of the font's licence; every shipped font may be embedded and redistributed. */
  readonly licence: 'OFL-1.1';
  /** Characters the face draws beyond Latin: GB 2312 (6,763 hanzi) or far more. */
  readonly coverage: 'gb2312' | 'extended';
}

/** The shipped fonts, in the order the font picker offers them. */
export const SHIPPED_FONTS: readonly ShippedFont[] = [
  {
    id: 'noto-sans-sc',
    key: 'sans',
    family: 'Noto Sans SC',
    generic: 'sans-serif',
    hasBold: true,
    category: 'sans',
    names: { 'zh-CN': '思源黑体', 'zh-TW': '思源黑體', 'en-US': 'Noto Sans SC' },
    licence: 'OFL-1.1',
    coverage: 'extended',
  },
  {
    id: 'noto-serif-sc',
    key: 'serif',
    family: 'Noto Serif SC',
    generic: 'serif',
    hasBold: true,
    category: 'serif',
    names: { 'zh-CN': '思源宋体', 'zh-TW': '思源宋體', 'en-US': 'Noto Serif SC' },
    licence: 'OFL-1.1',
    coverage: 'extended',
  },
  {
    id: 'zcool-xiaowei',
    key: 'xiaowei',
    family: 'ZCOOL XiaoWei',
    generic: 'serif',
    hasBold: false,
    category: 'serif',
    names: { 'zh-CN': '站酷小薇体', 'zh-TW': '站酷小薇體', 'en-US': 'ZCOOL XiaoWei' },
    licence: 'OFL-1.1',
    coverage: 'gb2312',
  },
  {
    id: 'zcool-kuaile',
    key: 'display',
    family: 'ZCOOL KuaiLe',
    generic: 'sans-serif',
    hasBold: false,
    category: 'rounded',
    names: { 'zh-CN': '站酷快乐体', 'zh-TW': '站酷快樂體', 'en-US': 'ZCOOL KuaiLe' },
    licence: 'OFL-1.1',
    coverage: 'gb2312',
  },
  {
    id: 'zcool-qingke-huangyou',
    key: 'qingke',
    family: 'ZCOOL QingKe HuangYou',
    generic: 'sans-serif',
    hasBold: false,
    category: 'display',
    names: {
      'zh-CN': '站酷庆科黄油体',
      'zh-TW': '站酷慶科黃油體',
      'en-US': 'ZCOOL QingKe HuangYou',
    },
    licence: 'OFL-1.1',
    coverage: 'gb2312',
  },
  {
    id: 'ma-shan-zheng',
    key: 'mashanzheng',
    family: 'Ma Shan Zheng',
    generic: 'serif',
    hasBold: false,
    category: 'handwriting',
    names: { 'zh-CN': '马善政毛笔楷书', 'zh-TW': '馬善政毛筆楷書', 'en-US': 'Ma Shan Zheng' },
    licence: 'OFL-1.1',
    coverage: 'gb2312',
  },
  {
    id: 'zhi-mang-xing',
    key: 'zhimangxing',
    family: 'Zhi Mang Xing',
    generic: 'serif',
    hasBold: false,
    category: 'handwriting',
    names: { 'zh-CN': '志莽行书', 'zh-TW': '志莽行書', 'en-US': 'Zhi Mang Xing' },
    licence: 'OFL-1.1',
    coverage: 'gb2312',
  },
  {
    id: 'liu-jian-mao-cao',
    key: 'liujianmaocao',
    family: 'Liu Jian Mao Cao',
    generic: 'serif',
    hasBold: false,
    category: 'handwriting',
    names: { 'zh-CN': '刘建毛草', 'zh-TW': '劉建毛草', 'en-US': 'Liu Jian Mao Cao' },
    licence: 'OFL-1.1',
    coverage: 'gb2312',
  },
];

export const RENDER_FONT_KEYS: readonly RenderFontKey[] = SHIPPED_FONTS.map((font) => font.key);

const BY_KEY = new Map(SHIPPED_FONTS.map((font) => [font.key, font]));
const BY_ID = new Map(SHIPPED_FONTS.map((font) => [font.id, font]));
const BY_FAMILY = new Map(SHIPPED_FONTS.map((font) => [font.family.toLowerCase(), font]));

export function fontFamily(key: RenderFontKey): FontFamily {
  return BY_KEY.get(key)!;
}

/** The shipped font with this id, or undefined. */
export function shippedFont(id: string): ShippedFont | undefined {
  return BY_ID.get(id);
}

/** The shipped font a run's `fontFace` names (by family, any case), or undefined. */
export function shippedFontOfFace(face: string | undefined): ShippedFont | undefined {
  return face === undefined ? undefined : BY_FAMILY.get(face.toLowerCase());
}

/** CSS font-family list for SVG: our family first, then common CJK faces, then generic. */
export function cssFontFamily(key: RenderFontKey): string {
  const font = fontFamily(key);
  const cjk =
    font.generic === 'serif'
      ? ['Source Han Serif SC', 'Songti SC', 'SimSun']
      : ['PingFang SC', 'Microsoft YaHei', 'Source Han Sans SC'];
  return [font.family, ...cjk, font.generic]
    .map((name) => (name.includes(' ') ? `'${name}'` : name))
    .join(', ');
}
