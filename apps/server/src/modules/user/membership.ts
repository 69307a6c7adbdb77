/**
 * The end of the professional tier of a user (unix seconds): the later of the personal
 * membership and the membership of the user's team (users.team_member_until, 0 outside a
 * team). Everything that decides the tier reads this, never one of the two columns alone.
 */
export function effectiveMemberUntil(user: {
  memberUntil: number;
  teamMemberUntil?: number | null;
}): number {
  return Math.max(user.memberUntil, user.teamMemberUntil ?? 0);
}
