export { AiBox } from './components/AiBox';
export { OutlineWorkspace } from './components/OutlineWorkspace';
export { NoParamsPrompt } from './components/NoParamsPrompt';
export { loadGenerationParams, saveGenerationParams } from './params-store';
