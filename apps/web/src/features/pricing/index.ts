export { PlanCards } from './components/PlanCards';
export { RightsComparison, RIGHTS_ANCHOR } from './components/RightsComparison';
