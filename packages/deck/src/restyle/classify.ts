import { itemsOf, type SlideContent } from './content.js';

/**
 * What an imported slide is, for the engine's layouts: the deck's cover, a section divider,
 * the closing slide, a content slide (points, a table, a chart, pictures, two columns), or a
 * blank slide with nothing but decorations.
 */
export type SlideKind = 'cover' | 'section' | 'closing' | 'content' | 'blank';

/** Words of a closing slide: 谢谢, Thank you, Q&A. */
const THANKS = /谢谢|感谢|致谢|再见|thank|q\s*&\s*a|questions|the end/iu;
/** Subtitle lines of a cover or divider are short. */
const SHORT_LINE = 80;

function short(content: SlideContent, lines: number): boolean {
  const items = itemsOf(content);
  return items.length <= lines && items.every((item) => [...item.text].length <= SHORT_LINE);
}

/** The engine's own frame slides keep their kind when a restyled deck is restyled again. */
const ENGINE_KINDS: Readonly<Record<string, SlideKind>> = {
  cover: 'cover',
  divider: 'section',
  closing: 'closing',
};

/**
 * - cover: the first slide, a title and a short subtitle (at most one picture, no table or chart);
 * - closing: the last slide, short text with 谢谢 / Thank you / Q&A, nothing else;
 * - section: a title alone, or a section-header (or title) layout with a line or two under it;
 * - blank: no text and nothing else that is not decoration;
 * - content: anything else.
 * The composer falls back to content slides where a cover, divider or closing cannot show the
 * text whole.
 */
export function slideKind(content: SlideContent, index: number, count: number): SlideKind {
  const { title, tables, charts, pictures, layoutType } = content;
  const items = itemsOf(content);
  const data = tables.length + charts.length;
  if (!title && items.length === 0 && data + pictures.length === 0) return 'blank';
  const engine = ENGINE_KINDS[layoutType];
  if (engine && data === 0) return engine;
  if (index === 0 && title && data === 0 && pictures.length <= 1 && short(content, 4)) {
    return 'cover';
  }
  const words = [title, ...items.map((item) => item.text)].join(' ');
  if (index === count - 1 && index > 0 && data + pictures.length === 0 && short(content, 3)) {
    if (THANKS.test(words)) return 'closing';
  }
  if (title && data + pictures.length === 0) {
    if (items.length === 0) return 'section';
    const header = layoutType === 'secHead' || layoutType === 'title';
    if (header && short(content, 2)) return 'section';
  }
  return 'content';
}
