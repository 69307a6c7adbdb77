export { DeckEditor } from './components/DeckEditor';
export { prefetchDeckDoc } from './hooks/useDeckEditor';
