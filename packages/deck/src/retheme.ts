import type { DeckDocument, DeckElement, Slide, TextElement } from './model.js';
import { getTheme, type DeckTheme, type ThemePalette } from './themes.js';

/**
 * Moves an edited deck to another theme without touching what the user did: every element
 * stays where it is with its words, and each colour that was one of the old theme's colours
 * becomes the new theme's colour of the same role (PowerPoint's theme colours work the same
 * way). Fonts follow by themselves: text elements name a font role, not a typeface. Colours
 * the user picked that are not the theme's stay as they are.
 */
export function rethemeDeck(deck: DeckDocument, themeId: string): DeckDocument {
  const from = getTheme(deck.themeId);
  const to = getTheme(themeId);
  const text = colourMap(from, to, TEXT_ROLES);
  const fill = colourMap(from, to, FILL_ROLES);
  const series = (colour: string) => {
    const i = from.chart.findIndex((c) => same(c, colour));
    return i >= 0 ? to.chart[i % to.chart.length]! : fill(colour);
  };
  const slide = (s: Slide): Slide => ({
    ...s,
    ...(s.background ? { background: { color: fill(s.background.color) } } : {}),
    elements: s.elements.map((e) => recolour(e, text, fill, series)),
  });
  return { ...deck, themeId: to.id, slides: deck.slides.map(slide) };
}

type Role = keyof ThemePalette;

/** Which role a colour most likely plays where it is used: text colours, then fills. */
const TEXT_ROLES: readonly Role[] = [
  'text',
  'title',
  'textMuted',
  'onPrimary',
  'onPrimaryMuted',
  'primary',
  'accent',
  'secondary',
  'background',
  'surface',
];
const FILL_ROLES: readonly Role[] = [
  'background',
  'surface',
  'primary',
  'secondary',
  'accent',
  'title',
  'text',
  'textMuted',
  'onPrimary',
  'onPrimaryMuted',
];

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

function colourMap(from: DeckTheme, to: DeckTheme, roles: readonly Role[]) {
  return (colour: string): string => {
    const role = roles.find((r) => same(from.palette[r], colour));
    return role ? to.palette[role] : colour;
  };
}

type Recolour = (colour: string) => string;

function recolourText(element: TextElement, text: Recolour): TextElement {
  return {
    ...element,
    paragraphs: element.paragraphs.map((p) => ({
      runs: p.runs.map((run) => ({ ...run, color: text(run.color) })),
    })),
  };
}

function recolour(
  element: DeckElement,
  text: Recolour,
  fill: Recolour,
  series: (colour: string) => string,
): DeckElement {
  switch (element.type) {
    case 'text':
      return recolourText(element, text);
    case 'shape':
      return {
        ...element,
        ...(element.fill ? { fill: { ...element.fill, color: fill(element.fill.color) } } : {}),
        ...(element.line ? { line: { ...element.line, color: fill(element.line.color) } } : {}),
      };
    case 'icon':
      return { ...element, color: fill(element.color) };
    case 'table':
      return {
        ...element,
        color: text(element.color),
        headerColor: text(element.headerColor),
        headerFill: fill(element.headerFill),
        ...(element.bandFill ? { bandFill: fill(element.bandFill) } : {}),
        borderColor: fill(element.borderColor),
      };
    case 'chart':
      return {
        ...element,
        colors: element.colors.map(series),
        labelColor: text(element.labelColor),
      };
    case 'image':
      return element;
  }
}
