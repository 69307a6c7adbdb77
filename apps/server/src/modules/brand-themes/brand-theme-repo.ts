import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brandThemes } from './tables.js';

export type BrandThemeRow = typeof brandThemes.$inferSelect;
export type NewBrandThemeRow = typeof brandThemes.$inferInsert;

/** A user's own themes (not shared with a team). */
const ownBy = (userId: string) => and(eq(brandThemes.ownerId, userId), isNull(brandThemes.teamId));

/** The brand_themes rows; `db` may be a transaction. */
export class BrandThemeRepo {
  constructor(private readonly db: Db) {}

  /** Themes counted against a cap: a user's own, or a team's. */
  async countIn(scope: { userId: string } | { teamId: string }): Promise<number> {
    const where = 'teamId' in scope ? eq(brandThemes.teamId, scope.teamId) : ownBy(scope.userId);
    const [row] = await this.db.select({ n: count() }).from(brandThemes).where(where);
    return row?.n ?? 0;
  }

  async insert(row: NewBrandThemeRow): Promise<void> {
    await this.db.insert(brandThemes).values(row);
  }

  /** A user's own themes and their team's, newest first (own ones before the team's). */
  async listFor(userId: string, teamId: string | undefined): Promise<BrandThemeRow[]> {
    const where: SQL | undefined = teamId
      ? or(ownBy(userId), eq(brandThemes.teamId, teamId))
      : ownBy(userId);
    const rows = await this.db
      .select()
      .from(brandThemes)
      .where(where)
      .orderBy(desc(brandThemes.createdAt), desc(brandThemes.id));
    return [...rows.filter((row) => !row.teamId), ...rows.filter((row) => row.teamId)];
  }

  async find(id: string): Promise<BrandThemeRow | undefined> {
    const [row] = await this.db.select().from(brandThemes).where(eq(brandThemes.id, id));
    return row;
  }

  /** Deletes a row; false when it was gone already (a removal racing another). */
  async remove(id: string): Promise<boolean> {
    const gone = await this.db
      .delete(brandThemes)
      .where(eq(brandThemes.id, id))
      .returning({ id: brandThemes.id });
    return gone.length > 0;
  }
}
