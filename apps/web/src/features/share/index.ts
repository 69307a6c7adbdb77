export { SharedDeckView } from './components/SharedDeckView';
