export { DeckEditor } from './components/DeckEditor';
export { prefetchDeckDoc } from './hooks/useDeckEditor';
// What a read-only view of a deck (a shared link) draws with.
export { PresentMode } from './components/PresentMode';
export { picturesOf } from './model/pictures';
export { slideSvg } from './model/slide-svg';
export { useDeckWebFonts } from './model/web-fonts';
export { registerBrandTheme } from './model/brand';
