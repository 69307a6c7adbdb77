/** /team/join?token=: an invitation to a team. */
export { TeamJoinPage as default } from '../features/team';
