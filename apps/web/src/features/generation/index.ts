export { AiBox } from './components/AiBox';
export { RecordWorkspace } from './components/RecordWorkspace';
export { HistoryButton } from './components/HistoryButton';
export { NoParamsPrompt } from './components/NoParamsPrompt';
export { loadGenerationParams, saveGenerationParams } from './params-store';
export { loadLandingOutline, saveLandingOutline, type LandingOutline } from './landing-outline';
