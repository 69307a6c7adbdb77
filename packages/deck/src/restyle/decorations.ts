import { illustrationOf } from '../image-src.js';
import type { DeckDocument, DeckElement } from '../model.js';
import { paragraphText } from './content.js';

/**
 * Which elements of a deck are its masters' and layouts' decorations rather than what its
 * slides say. The reader puts the master's shapes first, but nothing marks them; what gives
 * them away is that they repeat:
 * - a shape without text is never content here (bands, rules, frames: the new theme draws its
 *   own), nor is an icon or an engine illustration;
 * - a picture at the same frame with the same source on two slides or more is a logo or a
 *   banner; so is a small picture (a logo of another master, stored again) at a frame shared
 *   by two slides or more. A picture on one slide only is content;
 * - a text that is not a title, repeated word for word at the same frame on at least half the
 *   slides (three or more), is a master's line ('Confidential', a company name); a bare number
 *   at a frame where other slides have one too is a typed slide number.
 */
export type DecorationTest = (element: DeckElement) => boolean;

/** A logo is smaller than this share of the page. */
const LOGO_AREA = 0.03;
/** A repeated text is a master's when on this share of the slides, and on three at least. */
const TEXT_SHARE = 0.5;
const TEXT_MIN_SLIDES = 3;
const SLIDE_NUMBER = /^\s*\d{1,3}\s*(?:\/\s*\d{1,3}\s*)?$/u;

const frameKey = (e: DeckElement) =>
  [e.x, e.y, e.w, e.h].map((value) => Math.round(value)).join(',');

function textOf(element: DeckElement): string | undefined {
  const paragraphs =
    element.type === 'text'
      ? element.paragraphs
      : element.type === 'shape'
        ? element.text?.paragraphs
        : undefined;
  const text = paragraphs?.map(paragraphText).join('\n').trim();
  return text ? text : undefined;
}

/** The keys under which an element may repeat: what makes two of them the same ornament. */
function keysOf(element: DeckElement): string[] {
  const frame = frameKey(element);
  if (element.type === 'image') return [`image|${frame}|${element.src}`, `image|${frame}`];
  const text = textOf(element);
  if (text === undefined) return [];
  return SLIDE_NUMBER.test(text) ? [`number|${frame}`] : [`text|${frame}|${text}`];
}

/** For each key, the slides it appears on. */
function repetitions(deck: DeckDocument): Map<string, Set<number>> {
  const seen = new Map<string, Set<number>>();
  deck.slides.forEach((slide, index) => {
    for (const element of slide.elements) {
      for (const key of keysOf(element)) {
        const slides = seen.get(key) ?? new Set<number>();
        slides.add(index);
        seen.set(key, slides);
      }
    }
  });
  return seen;
}

export function decorationTest(deck: DeckDocument): DecorationTest {
  const seen = repetitions(deck);
  const count = (key: string) => seen.get(key)?.size ?? 0;
  const pageArea = deck.page.width * deck.page.height;
  const textSlides = Math.max(TEXT_MIN_SLIDES, Math.ceil(deck.slides.length * TEXT_SHARE));
  return (element) => {
    switch (element.type) {
      case 'icon':
        return true;
      case 'table':
      case 'chart':
        return false;
      case 'image': {
        if (illustrationOf(element.src)) return true;
        const [same = '', placed = ''] = keysOf(element);
        const small = element.w * element.h < LOGO_AREA * pageArea;
        return count(same) >= 2 || (small && count(placed) >= 2);
      }
      case 'text':
      case 'shape': {
        const text = textOf(element);
        if (text === undefined) return true;
        if (element.type === 'text' && element.font === 'heading') return false;
        const [key = ''] = keysOf(element);
        return key.startsWith('number|') ? count(key) >= 2 : count(key) >= textSlides;
      }
    }
  };
}

/**
 * The deck with each slide's own background picture (one no other slide has) as a picture on
 * the slide, behind the rest: a photo the slide is set on is content, while a master's
 * background repeats on the slides of that master and gives way to the new theme's.
 */
export function withOwnBackgrounds(deck: DeckDocument): DeckDocument {
  if (deck.slides.length < 2) return deck;
  const uses = new Map<string, number>();
  for (const slide of deck.slides) {
    const src = slide.background?.image;
    if (src) uses.set(src, (uses.get(src) ?? 0) + 1);
  }
  const { width, height } = deck.page;
  return {
    ...deck,
    slides: deck.slides.map((slide) => {
      const src = slide.background?.image;
      if (!src || uses.get(src) !== 1) return slide;
      const photo: DeckElement = {
        type: 'image',
        id: 'background-picture',
        x: 0,
        y: 0,
        w: width,
        h: height,
        src,
      };
      return { ...slide, elements: [photo, ...slide.elements] };
    }),
  };
}
