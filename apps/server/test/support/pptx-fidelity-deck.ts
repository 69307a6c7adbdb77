import { listThemes, type DeckDocument, type DeckElement } from '@slidecraft/deck';
import {
  slideFacts,
  textUnits,
  type DeckFacts,
  type FrameFact,
  type FrameKind,
} from './pptx-fidelity-facts.js';

/** The same facts read from a deck document: what an import made of a .pptx. */

function elementTexts(element: DeckElement): string[] {
  const paragraphs = (body: { paragraphs: { runs: { text: string }[] }[] }) =>
    body.paragraphs.map((paragraph) => paragraph.runs.map((run) => run.text).join(''));
  switch (element.type) {
    case 'text':
      return textUnits(paragraphs(element));
    case 'shape':
      return element.text ? textUnits(paragraphs(element.text)) : [];
    case 'table':
      // A cell covered by a merge is empty, so it adds no text.
      return textUnits(element.rows.flat());
    case 'chart':
      return textUnits([
        element.title ?? '',
        element.axisTitles?.category ?? '',
        element.axisTitles?.value ?? '',
        element.seriesName ?? '',
        ...(element.extraSeries ?? []).map((series) => series.name),
        ...element.categories,
      ]);
    default:
      return [];
  }
}

function kindOf(element: DeckElement, texts: string[]): FrameKind {
  if (element.type === 'image') return 'picture';
  if (element.type === 'table' || element.type === 'chart') return element.type;
  if (element.type === 'text' || texts.length > 0) return 'text';
  return 'shape';
}

function frameOf(element: DeckElement): FrameFact {
  const texts = elementTexts(element);
  const { x, y, w, h } = element;
  return { kind: kindOf(element, texts), x, y, w, h, texts, from: 'slide' };
}

/**
 * Per slide: every element (text, shape text, table cells, chart title, series names and
 * categories; images as pictures, icons as shapes), frames in points, and the background (the
 * slide's own, else the theme's colour).
 */
export function deckFacts(deck: DeckDocument): DeckFacts {
  const themeBackground = listThemes().find((theme) => theme.id === deck.themeId)?.palette
    .background;
  return {
    page: { width: deck.page.width, height: deck.page.height },
    slides: deck.slides.map((slide) => {
      const color = (slide.background?.color ?? themeBackground)?.toUpperCase();
      return slideFacts(slide.elements.map(frameOf), {
        picture: Boolean(slide.background?.image),
        ...(color ? { color } : {}),
      });
    }),
  };
}
