export { default as PersonalSpacePage } from './components/PersonalSpacePage';
export { relativeAge, relativeTime, type RelativeAge } from './relative-time';
