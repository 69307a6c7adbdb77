export { AccountSettingsDialog } from './components/AccountSettingsDialog';
export { AccountPanel } from './components/AccountPanel';
