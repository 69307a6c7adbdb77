export { default as TeamPage } from './components/TeamPage';
export { default as TeamJoinPage } from './components/TeamJoinPage';
