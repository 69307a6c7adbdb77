export { SharedDeckView } from './components/SharedDeckView';
export { ShareDialog } from './components/ShareDialog';
