import type { Outline } from '@slidecraft/contract/outline';

/** Words the engine writes on slides itself, in the language of the outline. */
export interface DeckLabels {
  readonly language: 'zh' | 'en';
  readonly contents: string;
  /** Appended to the title of a continuation slide. */
  readonly continued: string;
  readonly thanks: string;
  readonly thanksSubtitle: string;
  /** Joins short items on one line: author and date, subtitle lines. */
  readonly separator: string;
  /** Author shown on the cover when the outline's note names none. */
  readonly brand: string;
  /** Header cells of a key-value table. */
  readonly tableHeader: readonly [key: string, value: string];
  /** Column titles of a comparison whose heading names no sides. */
  readonly sides: readonly [left: string, right: string];
}

const ZH: DeckLabels = {
  language: 'zh',
  contents: '目录',
  continued: '（续）',
  thanks: '谢谢观看',
  thanksSubtitle: 'THANK YOU',
  separator: '  |  ',
  brand: 'SlideCraft · AI 生成',
  tableHeader: ['项目', '说明'],
  sides: ['方面一', '方面二'],
};

const EN: DeckLabels = {
  language: 'en',
  contents: 'Contents',
  continued: ' (cont.)',
  thanks: 'Thank you',
  thanksSubtitle: 'Questions and discussion',
  separator: '  |  ',
  brand: 'SlideCraft',
  tableHeader: ['Item', 'Details'],
  sides: ['Option A', 'Option B'],
};

const HAN = /\p{Script=Han}/u;

/** Chinese labels when any heading or point contains a Chinese character, else English. */
export function labelsFor(outline: Outline): DeckLabels {
  return outline.items.some((item) => HAN.test(item.title)) ? ZH : EN;
}
