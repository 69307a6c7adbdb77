import type { FontPair } from './types.js';

/** Font pairs shared by the themes: Office names common on Windows, macOS and WPS. */
export const SANS_FALLBACKS = [
  'PingFang SC',
  'Hiragino Sans GB',
  'Noto Sans CJK SC',
  'Source Han Sans SC',
  'WenQuanYi Micro Hei',
  'sans-serif',
];
export const SERIF_FALLBACKS = [
  'Songti SC',
  'STSong',
  'Noto Serif CJK SC',
  'Source Han Serif SC',
  'serif',
];
const KAI_FALLBACKS = ['Kaiti SC', 'STKaiti', 'KaiTi_GB2312', ...SERIF_FALLBACKS];
const ROUNDED_FALLBACKS = ['Yuanti SC', 'STYuanti', ...SANS_FALLBACKS];

export const YAHEI: FontPair = {
  latin: 'Arial',
  eastAsian: 'Microsoft YaHei',
  render: 'sans',
  fallbacks: SANS_FALLBACKS,
};
export const DENGXIAN: FontPair = {
  latin: 'Calibri',
  eastAsian: 'DengXian',
  render: 'sans',
  fallbacks: SANS_FALLBACKS,
};
export const HEITI: FontPair = {
  latin: 'Arial',
  eastAsian: 'SimHei',
  render: 'sans',
  fallbacks: SANS_FALLBACKS,
};
export const SEGOE_YAHEI: FontPair = {
  latin: 'Segoe UI',
  eastAsian: 'Microsoft YaHei',
  render: 'sans',
  fallbacks: SANS_FALLBACKS,
};
export const SONGTI: FontPair = {
  latin: 'Times New Roman',
  eastAsian: 'SimSun',
  render: 'serif',
  fallbacks: SERIF_FALLBACKS,
};
export const GEORGIA_SONG: FontPair = {
  latin: 'Georgia',
  eastAsian: 'SimSun',
  render: 'serif',
  fallbacks: SERIF_FALLBACKS,
};
export const KAITI: FontPair = {
  latin: 'Georgia',
  eastAsian: 'KaiTi',
  render: 'serif',
  fallbacks: KAI_FALLBACKS,
};
export const FANGSONG: FontPair = {
  latin: 'Times New Roman',
  eastAsian: 'FangSong',
  render: 'serif',
  fallbacks: SERIF_FALLBACKS,
};
/** Playful rounded headings (幼圆); the engine draws them with ZCOOL KuaiLe. */
export const ROUNDED: FontPair = {
  latin: 'Trebuchet MS',
  eastAsian: 'YouYuan',
  render: 'display',
  fallbacks: ROUNDED_FALLBACKS,
};
