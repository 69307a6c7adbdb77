import { randomBytes } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  TEAM_INVITATION_TTL_SECONDS,
  type TeamInfo,
  type TeamInvitation,
} from '@slidecraft/contract';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { teamInvitations, teamMembers, teams } from './tables.js';
import { userProfiles } from '../user/accounts.js';
import { lockUser, setTeamMemberUntil } from '../user/membership.js';

export type TeamRow = typeof teams.$inferSelect;

/** A new invitation token: 16 random bytes (128 bits), base64url (22 characters). */
const newToken = () => randomBytes(16).toString('base64url');

/** A 5000 with a message the web can show as it is. */
function refused(detail: string, zhCN: string, zhTW: string): AppError {
  return new AppError(ErrorCode.PARAMS_ERROR, detail, {
    localizedDetail: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': detail },
  });
}

const REFUSALS = {
  inTeam: () => refused('you are already in a team', '你已在一个团队中', '你已在一個團隊中'),
  noTeam: () => refused('you are not in a team', '你不在任何团队中', '你不在任何團隊中'),
  full: () => refused('team is full', '团队席位已满', '團隊席位已滿'),
  expired: () => refused('invitation expired', '邀请链接已过期', '邀請連結已過期'),
  revoked: () => refused('invitation revoked', '邀请链接已撤销', '邀請連結已撤銷'),
  unknown: () => refused('no such invitation', '邀请链接无效', '邀請連結無效'),
  ownerLeaves: () =>
    refused('the owner cannot leave the team', '团队所有者不能退出团队', '團隊擁有者不能退出團隊'),
};
/** 5100 (spec section 8, user not found): the user to remove is not in the owner's team. */
const notMember = () =>
  new AppError(ErrorCode.USER_NOT_FOUND, 'not a member of your team', {
    localizedDetail: {
      'zh-CN': '该用户不是团队成员',
      'zh-TW': '該用戶不是團隊成員',
      'en-US': 'This user is not a member of your team',
    },
  });
const notOwner = () => new AppError(ErrorCode.NO_USER_PERMISSION, 'not the team owner');

/**
 * Teams (issue 14 item 6): one team per user, the owner included; invitation links; members
 * have the team's tier through users.team_member_until, kept equal to the team's memberUntil
 * while they are in it and 0 otherwise (personal memberships are never touched). Seat counts are
 * checked under the team's row lock, so two joins never take the last seat twice.
 */
export class TeamService {
  constructor(
    private readonly db: Db,
    /** Tells every node that the user's row changed (session cache). */
    private readonly userChanged: (userId: string) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The caller's team and role, if any. */
  async membership(userId: string): Promise<{ team: TeamRow; role: string } | undefined> {
    const [row] = await this.db
      .select({ team: teams, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, userId));
    return row;
  }

  /** The team `teamId` when the caller owns it; 5107 otherwise. */
  async ownedTeam(userId: string, teamId: string): Promise<TeamRow> {
    const mine = await this.membership(userId);
    if (!mine || mine.team.id !== teamId || mine.team.ownerId !== userId) throw notOwner();
    return mine.team;
  }

  /** The caller's team when it is `teamId`; 5107 otherwise. */
  async memberTeam(userId: string, teamId: string): Promise<TeamRow> {
    const mine = await this.membership(userId);
    if (!mine || mine.team.id !== teamId) {
      throw new AppError(ErrorCode.NO_USER_PERMISSION, 'not your team');
    }
    return mine.team;
  }

  /** The members of the caller's team, the caller among them (none: in no team). */
  async teamMateIds(userId: string): Promise<string[]> {
    const mine = await this.membership(userId);
    if (!mine) return [];
    const rows = await this.db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, mine.team.id));
    return rows.map((row) => row.userId);
  }

  async create(userId: string, name: string): Promise<TeamInfo> {
    await this.db.transaction(async (tx) => {
      // One team per user: the user's row lock orders creations and joins of one user.
      await lockUser(tx, userId);
      const [held] = await tx
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(eq(teamMembers.userId, userId));
      if (held) throw REFUSALS.inTeam();
      const [team] = await tx.insert(teams).values({ name, ownerId: userId }).returning();
      await tx.insert(teamMembers).values({ teamId: team!.id, userId, role: 'owner' });
    });
    return (await this.info(userId))!;
  }

  /** The caller's team with its members (and, for the owner, the live invitations). */
  async info(userId: string): Promise<TeamInfo | null> {
    const mine = await this.membership(userId);
    if (!mine) return null;
    const { team } = mine;
    const joined = await this.db
      .select({
        userId: teamMembers.userId,
        role: teamMembers.role,
        joinedAt: teamMembers.joinedAt,
      })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, team.id))
      .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId));
    const profiles = await userProfiles(
      this.db,
      joined.map((m) => m.userId),
    );
    const members = joined.flatMap((m) => {
      const profile = profiles.get(m.userId);
      return profile ? [{ ...m, ...profile }] : [];
    });
    const isOwner = team.ownerId === userId;
    const invitations = isOwner
      ? await this.db
          .select()
          .from(teamInvitations)
          .where(
            and(
              eq(teamInvitations.teamId, team.id),
              isNull(teamInvitations.revokedAt),
              gt(teamInvitations.expiresAt, new Date(this.now())),
            ),
          )
          .orderBy(asc(teamInvitations.createdAt))
      : [];
    return {
      id: team.id,
      name: team.name,
      ownerId: team.ownerId,
      isOwner,
      seats: team.seats,
      memberUntil: team.memberUntil,
      members: members.map((m) => ({
        userId: m.userId,
        name: m.name,
        avatar: m.avatar,
        role: m.role === 'owner' ? 'owner' : 'member',
        joinedAt: m.joinedAt.toISOString(),
      })),
      invitations: invitations.map((i) => toInvitation(i.token, i.expiresAt)),
    };
  }

  /** A new invitation link of the caller's team (owner only: 5107). */
  async invite(userId: string): Promise<TeamInvitation> {
    const mine = await this.membership(userId);
    if (!mine) throw REFUSALS.noTeam();
    if (mine.team.ownerId !== userId) throw notOwner();
    const expiresAt = new Date(this.now() + TEAM_INVITATION_TTL_SECONDS * 1000);
    const token = newToken();
    await this.db
      .insert(teamInvitations)
      .values({ token, teamId: mine.team.id, createdBy: userId, expiresAt });
    return toInvitation(token, expiresAt);
  }

  /** Revokes an invitation of the caller's team (owner only: 5107; unknown: 5000). */
  async revoke(userId: string, token: string): Promise<void> {
    const mine = await this.membership(userId);
    if (!mine) throw REFUSALS.noTeam();
    if (mine.team.ownerId !== userId) throw notOwner();
    const done = await this.db
      .update(teamInvitations)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(teamInvitations.token, token), eq(teamInvitations.teamId, mine.team.id)))
      .returning({ token: teamInvitations.token });
    if (done.length === 0) throw REFUSALS.unknown();
  }

  /** What the invitation page shows (5000 for an unknown token). */
  async preview(token: string) {
    const [row] = await this.db
      .select({ invitation: teamInvitations, team: teams })
      .from(teamInvitations)
      .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
      .where(eq(teamInvitations.token, token));
    const owner = row && (await userProfiles(this.db, [row.team.ownerId])).get(row.team.ownerId);
    if (!row || !owner) throw REFUSALS.unknown();
    const [taken] = await this.db
      .select({ n: count() })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, row.team.id));
    const state = row.invitation.revokedAt
      ? ('revoked' as const)
      : row.invitation.expiresAt.getTime() <= this.now()
        ? ('expired' as const)
        : (taken?.n ?? 0) >= row.team.seats
          ? ('full' as const)
          : ('valid' as const);
    return {
      teamName: row.team.name,
      ownerName: owner.name,
      expiresAt: row.invitation.expiresAt.toISOString(),
      state,
    };
  }

  /**
   * Joins the team of an invitation: 5000 when it is unknown, expired or revoked, when the team
   * is full, or when the caller is in another team. Joining one's own team again is a no-op.
   */
  async join(userId: string, token: string): Promise<TeamInfo> {
    const now = new Date(this.now());
    await this.db.transaction(async (tx) => {
      const [invitation] = await tx
        .select()
        .from(teamInvitations)
        .where(eq(teamInvitations.token, token));
      if (!invitation) throw REFUSALS.unknown();
      if (invitation.revokedAt) throw REFUSALS.revoked();
      if (invitation.expiresAt.getTime() <= now.getTime()) throw REFUSALS.expired();
      // The team's row lock orders the joins of one team: the seat count below holds.
      const [team] = await tx
        .select()
        .from(teams)
        .where(eq(teams.id, invitation.teamId))
        .for('update');
      if (!team) throw REFUSALS.unknown();
      await lockUser(tx, userId);
      const [held] = await tx
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(eq(teamMembers.userId, userId));
      if (held?.teamId === team.id) return;
      if (held) throw REFUSALS.inTeam();
      const [taken] = await tx
        .select({ n: count() })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, team.id));
      if ((taken?.n ?? 0) >= team.seats) throw REFUSALS.full();
      await tx.insert(teamMembers).values({ teamId: team.id, userId, role: 'member' });
      await setTeamMemberUntil(tx, [userId], team.memberUntil, now);
    });
    await this.userChanged(userId);
    return (await this.info(userId))!;
  }

  /**
   * A paid team plan, in the settlement transaction `tx` (pay's): the team (row locked, so joins
   * and removals wait) is extended from its current end by `extend`, takes the plan's seats
   * (null: keeps its own), and every member's team membership becomes the new end. Answers the
   * ends before and after and the members whose rows changed (to announce once committed); null
   * when the team is gone (deleted after the order was made).
   */
  async settlePlan(
    tx: Db,
    teamId: string,
    extend: (currentEndAt: number) => number,
    seats: number | null,
    now: Date,
  ): Promise<{ fromEndAt: number; endAt: number; members: string[] } | null> {
    const [team] = await tx
      .select({ memberUntil: teams.memberUntil, seats: teams.seats })
      .from(teams)
      .where(eq(teams.id, teamId))
      .for('update');
    if (!team) return null;
    const endAt = extend(team.memberUntil);
    await tx
      .update(teams)
      .set({ memberUntil: endAt, seats: seats ?? team.seats, updatedAt: now })
      .where(eq(teams.id, teamId));
    const members = (
      await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, teamId))
    ).map((m) => m.userId);
    await setTeamMemberUntil(tx, members, endAt, now);
    return { fromEndAt: team.memberUntil, endAt, members };
  }

  /** The owner removes a member (5107 for anyone else; 5000 for the owner, 5100 a non-member). */
  async remove(ownerId: string, memberId: string): Promise<void> {
    const mine = await this.membership(ownerId);
    if (!mine) throw REFUSALS.noTeam();
    if (mine.team.ownerId !== ownerId) throw notOwner();
    if (memberId === ownerId) throw REFUSALS.ownerLeaves();
    if (!(await this.drop(mine.team.id, memberId))) throw notMember();
  }

  /** A member leaves the team (the owner cannot: 5000). */
  async leave(userId: string): Promise<void> {
    const mine = await this.membership(userId);
    if (!mine) throw REFUSALS.noTeam();
    if (mine.team.ownerId === userId) throw REFUSALS.ownerLeaves();
    await this.drop(mine.team.id, userId);
  }

  /** Takes a member out of a team and the team's tier away from them (not their own). */
  private async drop(teamId: string, userId: string): Promise<boolean> {
    const dropped = await this.db.transaction(async (tx) => {
      // The team's row lock orders this after (or before) a settlement that syncs the members.
      await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
      const gone = await tx
        .delete(teamMembers)
        .where(
          and(
            eq(teamMembers.teamId, teamId),
            eq(teamMembers.userId, userId),
            eq(teamMembers.role, 'member'),
          ),
        )
        .returning({ userId: teamMembers.userId });
      if (gone.length === 0) return false;
      await setTeamMemberUntil(tx, [userId], 0, new Date(this.now()));
      return true;
    });
    if (dropped) await this.userChanged(userId);
    return dropped;
  }
}

function toInvitation(token: string, expiresAt: Date): TeamInvitation {
  return {
    token,
    path: `/team/join?token=${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}
