import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BrandThemeCreated, BrandThemeList } from '@slidecraft/contract';
import { brandThemes, teamMembers, teams } from '../src/db/schema.js';
import type { BrandThemeSpec } from '../src/modules/brand-themes/spec.js';
import { auth, call, servicesOf } from './helper.js';
import { multipart } from './import-fixtures.js';

/** POST /api/themes/brand with a file, a name and the fields given. */
export function uploadTheme(
  app: FastifyInstance,
  token: string,
  content: Buffer | string,
  fields: Record<string, string> = { name: '公司模板' },
) {
  const form = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: 'brand.pptx', content },
  ]);
  return call<BrandThemeCreated>(app, {
    method: 'POST',
    url: '/api/themes/brand',
    payload: form.payload,
    headers: { ...form.headers, ...auth(token) },
  });
}

export const listThemes = (app: FastifyInstance, token: string) =>
  call<BrandThemeList>(app, { method: 'GET', url: '/api/themes/brand', headers: auth(token) });

export const deleteTheme = (app: FastifyInstance, token: string, themeId: string) =>
  call(app, { method: 'DELETE', url: `/api/themes/brand/${themeId}`, headers: auth(token) });

/** The stored row of a theme (its spec, its keys). */
export async function themeRow(app: FastifyInstance, themeId: string) {
  const [row] = await servicesOf(app)
    .database.db.select()
    .from(brandThemes)
    .where(eq(brandThemes.id, themeId.replace(/^brand-/, '')));
  return row as (typeof brandThemes.$inferSelect & { spec: BrandThemeSpec }) | undefined;
}

export async function countThemeRows(app: FastifyInstance): Promise<number> {
  return (await servicesOf(app).database.db.select({ id: brandThemes.id }).from(brandThemes))
    .length;
}

/** Every file under the brand themes' folder of the local storage (DATA_DIR/files). */
export async function brandFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files', 'brand-themes');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/**
 * A team of `ownerId` with `memberIds` in it (rows written as the team module keeps them), its
 * plan paid for `paidFor` seconds from now when given.
 */
export async function makeTeam(
  app: FastifyInstance,
  ownerId: string,
  memberIds: string[],
  paidFor?: number,
): Promise<string> {
  const db = servicesOf(app).database.db;
  const memberUntil = paidFor === undefined ? 0 : Math.floor(Date.now() / 1000) + paidFor;
  const [team] = await db
    .insert(teams)
    .values({ name: '品牌组', ownerId, seats: 1 + memberIds.length, memberUntil })
    .returning();
  await db
    .insert(teamMembers)
    .values([
      { teamId: team!.id, userId: ownerId, role: 'owner' },
      ...memberIds.map((userId) => ({ teamId: team!.id, userId, role: 'member' })),
    ]);
  return team!.id;
}
