export { DeckEditor } from './components/DeckEditor';
