import {
  AppError,
  BRAND_THEME_LIMITS,
  ErrorCode,
  brandThemeLimitMessage,
  type BrandThemeScope,
} from '@slidecraft/contract';
import type { Db } from '../../db/client.js';
import { effectiveMemberUntil, lockUser, membershipOf } from '../user/membership.js';
import type { TeamRow } from '../team/team-service.js';
import { BrandThemeRepo } from './brand-theme-repo.js';

/**
 * Where a new theme goes and what it counts against: the caller's own themes (1 basic, 10
 * professional) or their team's (20 while the team's plan lasts, the basic 1 once it has lapsed,
 * so a free team is no way round the basic cap).
 */
export interface BrandPlace {
  userId: string;
  team: TeamRow | undefined;
}

/** Whose row lock orders the creations of one place: the caller's, or the team owner's. */
const lockHolder = (place: BrandPlace) => place.team?.ownerId ?? place.userId;

const counted = (place: BrandPlace) =>
  place.team ? { teamId: place.team.id } : { userId: place.userId };

function scopeOf(
  place: BrandPlace,
  account: Parameters<typeof effectiveMemberUntil>[0] | undefined,
  nowSeconds: number,
): BrandThemeScope {
  if (place.team) return place.team.memberUntil > nowSeconds ? 'team' : 'basic';
  return account && effectiveMemberUntil(account) > nowSeconds ? 'professional' : 'basic';
}

/** 5412 past a cap, saying the cap in the caller's locale. */
function full(scope: BrandThemeScope): AppError {
  return new AppError(
    ErrorCode.PROJECT_COUNT_LIMIT,
    `at most ${BRAND_THEME_LIMITS[scope]} brand themes (${scope})`,
    { localizedDetail: brandThemeLimitMessage(scope) },
  );
}

async function check(db: Db, place: BrandPlace, account: Parameters<typeof scopeOf>[1]) {
  const scope = scopeOf(place, account, Math.floor(Date.now() / 1000));
  const n = await new BrandThemeRepo(db).countIn(counted(place));
  if (n >= BRAND_THEME_LIMITS[scope]) throw full(scope);
}

/** Refuses early (before the template is read) a place that is full already. */
export async function checkRoom(db: Db, place: BrandPlace): Promise<void> {
  await check(db, place, await membershipOf(db, lockHolder(place)));
}

/**
 * Runs `add` (the row's insert) within the cap: counted and inserted under the row lock of the
 * place's holder, so two uploads at once cannot both take the last place (the second waits for
 * the first and counts it).
 */
export async function withRoom(
  db: Db,
  place: BrandPlace,
  add: (tx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await lockUser(tx, lockHolder(place));
    await check(tx, place, account);
    await add(tx);
  });
}
