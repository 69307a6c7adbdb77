export { AiBox } from './components/AiBox';
export { OutlineWorkspace } from './components/OutlineWorkspace';
export { RecordWorkspace } from './components/RecordWorkspace';
export { HistoryButton, HistoryDrawer } from './components/HistoryDrawer';
export { NoParamsPrompt } from './components/NoParamsPrompt';
export { loadGenerationParams, saveGenerationParams } from './params-store';
export { loadLandingOutline, saveLandingOutline, type LandingOutline } from './landing-outline';
