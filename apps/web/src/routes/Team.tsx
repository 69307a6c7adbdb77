/** /team: the user's team, the team plans and the enterprise plans. */
export { TeamPage as default } from '../features/team';
