export { default as PersonalSpacePage } from './components/PersonalSpacePage';
