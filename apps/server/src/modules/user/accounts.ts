import type { Db } from '../../db/client.js';
import { UserRepo } from './user-repo.js';
import type { UserProfile, UserRow } from './types.js';

// The account calls of other modules that work on their own database handle or inside their own
// transaction (`tx`): the session lookup, a partner's users, a team's members. (The tier and the
// packs: membership.ts; everything else goes through UserService.) Like membership.ts, they do
// not announce a change: the caller does once its transaction has committed.

/** The user's row; undefined for no such user. */
export function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  return new UserRepo(db).findById(userId);
}

/** Names and avatars of users by id (ids of no user are left out). */
export function userProfiles(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, UserProfile>> {
  return new UserRepo(db).profiles(userIds);
}

/**
 * A new user with only a name (no phone, password or WeChat: it can never sign in on the site
 * itself), in the caller's transaction; its id.
 */
export async function createNamedUser(tx: Db, name: string): Promise<string> {
  return (await new UserRepo(tx).insert(name)).user.id;
}
