import {
  AppError,
  ErrorCode,
  type Locale,
  type UserGuideKey,
  type UserGuideStatus,
  type UserGuideTemplate,
} from '@slidecraft/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userGuideStatus } from './tables.js';
import { USER_GUIDES, type GuideDef } from './guide-content.js';

const NOT_STARTED: UserGuideStatus = { seen: false, doneSteps: [] };

/** The first-visit guides: their steps per language and each user's progress. */
export class UserGuideService {
  constructor(
    private readonly db: Db,
    private readonly guides: Record<UserGuideKey, GuideDef> = USER_GUIDES,
  ) {}

  async template(
    guide: UserGuideKey,
    locale: Locale,
    userId: string | null,
  ): Promise<UserGuideTemplate> {
    const def = this.guides[guide];
    return {
      guide,
      version: def.version,
      steps: def.steps.map((step) => ({
        key: step.key,
        target: step.target,
        ...step.text[locale],
      })),
      status: userId ? await this.status(userId, guide) : null,
    };
  }

  async status(userId: string, guide: UserGuideKey): Promise<UserGuideStatus> {
    const [row] = await this.db
      .select()
      .from(userGuideStatus)
      .where(and(eq(userGuideStatus.userId, userId), eq(userGuideStatus.guide, guide)));
    // A row about an older version of the guide: the new one has not been seen.
    if (!row || row.version !== this.guides[guide].version) return NOT_STARTED;
    return { seen: row.seenAt !== null, doneSteps: row.doneSteps };
  }

  /** Marks the guide seen (finished or skipped) or not, and/or one of its steps done. */
  async update(
    userId: string,
    guide: UserGuideKey,
    change: { seen?: boolean; step?: string },
  ): Promise<UserGuideStatus> {
    const def = this.guides[guide];
    if (change.step !== undefined && !def.steps.some((step) => step.key === change.step))
      throw new AppError(ErrorCode.PARAMS_ERROR, `unknown step ${change.step}`);
    const current = await this.status(userId, guide);
    const doneSteps =
      change.step === undefined || current.doneSteps.includes(change.step)
        ? current.doneSteps
        : [...current.doneSteps, change.step];
    const seen = change.seen ?? current.seen;
    const values = {
      version: def.version,
      seenAt: seen ? new Date() : null,
      doneSteps,
      updatedAt: new Date(),
    };
    await this.db
      .insert(userGuideStatus)
      .values({ userId, guide, ...values })
      .onConflictDoUpdate({
        target: [userGuideStatus.userId, userGuideStatus.guide],
        // The first seen time is kept when the guide is marked seen again.
        set: {
          ...values,
          seenAt: seen
            ? sql`coalesce(${userGuideStatus.seenAt}, ${values.seenAt!.toISOString()}::timestamptz)`
            : null,
        },
      });
    return { seen, doneSteps };
  }
}
