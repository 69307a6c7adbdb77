import type { Outline } from '@slidecraft/contract';

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
}

const ZH: DeckLabels = {
  language: 'zh',
  contents: '目录',
  continued: '（续）',
  thanks: '谢谢观看',
  thanksSubtitle: 'THANK YOU',
  separator: '  |  ',
};

const EN: DeckLabels = {
  language: 'en',
  contents: 'Contents',
  continued: ' (cont.)',
  thanks: 'Thank you',
  thanksSubtitle: 'Questions and discussion',
  separator: '  |  ',
};

const HAN = /\p{Script=Han}/u;

/** Chinese labels when any heading or point contains a Chinese character, else English. */
export function labelsFor(outline: Outline): DeckLabels {
  return outline.items.some((item) => HAN.test(item.title)) ? ZH : EN;
}
