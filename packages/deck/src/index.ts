export {
  DECK_VERSION,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  deckSchema,
  deckElementSchema,
  migrateDeck,
  slideSchema,
  type DeckDocument,
  type DeckElement,
  type FontRole,
  type Paragraph,
  type ShapeElement,
  type Slide,
  type TextElement,
  type TextRun,
} from './model.js';
export {
  DEFAULT_THEME_ID,
  getTheme,
  listThemes,
  type DeckTheme,
  type FontPair,
  type ThemePalette,
} from './themes.js';
export { estimatingMeasurer, type TextMeasurer } from './text-fit.js';
export { DEFAULT_MAX_PAGES, outlineToDeck, type OutlineToDeckOptions } from './outline-to-deck.js';
export { writePptx } from './pptx.js';
