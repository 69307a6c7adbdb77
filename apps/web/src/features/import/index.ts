export { ImportButton } from './components/ImportButton';
