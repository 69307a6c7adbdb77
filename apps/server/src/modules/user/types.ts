import type { users } from './tables.js';

/**
 * A user's row as the user module answers it (the session lookup, the user calls). Other modules
 * take this type from here; the rows themselves only through the user module's calls.
 */
export type UserRow = typeof users.$inferSelect;

/** What decides a user's tier and AI allowance: see membership.ts. */
export interface Membership {
  /** The personal membership's end, unix seconds; 0 = never a member. */
  memberUntil: number;
  /** The user's team's membership end while in it, else 0. */
  teamMemberUntil: number;
  /** AI points bought in packs and not used yet. */
  aiPackPoints: number;
}

/** A user's public face (team members, an invitation's owner). */
export interface UserProfile {
  name: string;
  avatar: string;
}
