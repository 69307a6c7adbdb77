import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  AppError,
  BRAND_REMOVABLE_TAG,
  BRAND_THEME_PREFIX,
  BRAND_THEME_TAG,
  ErrorCode,
  isBrandThemeId,
  linkTo,
  templateApi,
  type BrandThemeCreated,
  type BrandThemeItem,
} from '@slidecraft/contract';
import type { SlidePngs } from '@slidecraft/deck';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { TeamService } from '../team/team-service.js';
import { BrandThemeRepo, type BrandThemeRow } from './brand-theme-repo.js';
import { checkRoom, withRoom, type BrandPlace } from './limits.js';
import { brandKeys, encodePictures, withPictures } from './pictures.js';
import { readBrandTemplate } from './reader/read-template.js';
import { renderThumbnail } from './thumbnail.js';

export interface BrandThemeNeeds {
  db: Db;
  storage: FileStorage;
  teams: Pick<TeamService, 'membership' | 'memberTeam'>;
  /** The cover thumbnail is drawn on the worker-thread pool. */
  pngs: SlidePngs;
}

export interface BrandThemeCaller {
  userId: string;
  log: FastifyBaseLogger;
}

/** A theme as the picker lists it (GET /api/workspace/template's items). */
export interface BrandPickerItem {
  id: string;
  title: string;
  tags: string[];
  thumbnail: string;
}

const themeIdOf = (id: string) => `${BRAND_THEME_PREFIX}${id}`;
const rowIdOf = (themeId: string) =>
  isBrandThemeId(themeId) ? themeId.slice(BRAND_THEME_PREFIX.length) : undefined;
/** 5107 for a theme that is not the caller's to see or remove, or is not there at all. */
const notYours = () => new AppError(ErrorCode.NO_USER_PERMISSION, 'not your brand theme');

/**
 * Brand themes (docs/decisions.md, "Issue 33: brand themes"). An upload is read, its pictures
 * re-encoded and its thumbnail drawn before anything is stored; then its files are written and
 * its row inserted within the cap, and a failure there removes the files again, so a refused or
 * failed upload leaves nothing behind.
 */
export class BrandThemeService {
  constructor(private readonly needs: BrandThemeNeeds) {}

  private get repo() {
    return new BrandThemeRepo(this.needs.db);
  }

  async create(
    caller: BrandThemeCaller,
    fields: { name: string; teamId?: string | undefined },
    bytes: Buffer,
  ): Promise<BrandThemeCreated> {
    const { db } = this.needs;
    const team = fields.teamId
      ? await this.needs.teams.memberTeam(caller.userId, fields.teamId)
      : undefined;
    const place: BrandPlace = { userId: caller.userId, team };
    await checkRoom(db, place);
    const template = await readBrandTemplate(bytes);
    const id = randomUUID();
    const { encoded, refused } = await encodePictures(id, template.pictures);
    const spec = withPictures(template.spec, encoded, refused);
    const thumbnail = await renderThumbnail(
      fields.name,
      spec,
      encoded,
      caller.log,
      this.needs.pngs,
    );
    const keys = brandKeys(id);
    const files: [string, Buffer][] = [
      [keys.package, bytes],
      [keys.thumbnail, thumbnail],
      ...encoded.map((item): [string, Buffer] => [item.picture.key, item.data]),
    ];
    const written: string[] = [];
    try {
      for (const [key, data] of files) {
        await this.needs.storage.put(key, data);
        written.push(key);
      }
      await withRoom(db, place, (tx) =>
        new BrandThemeRepo(tx).insert({
          id,
          ownerId: caller.userId,
          teamId: team?.id ?? null,
          name: fields.name,
          spec,
          packageKey: keys.package,
          thumbnailKey: keys.thumbnail,
        }),
      );
    } catch (err) {
      await this.removeFiles(written, caller.log);
      throw err;
    }
    return { themeId: themeIdOf(id) };
  }

  /** The caller's own themes, then their team's (newest first in each). */
  async list(userId: string): Promise<BrandThemeItem[]> {
    const mine = await this.needs.teams.membership(userId);
    const rows = await this.repo.listFor(userId, mine?.team.id);
    const teamOwner = mine?.team.ownerId === userId;
    return rows.map((row) => ({
      themeId: themeIdOf(row.id),
      name: row.name,
      teamId: row.teamId,
      mine: row.ownerId === userId,
      canDelete: row.ownerId === userId || (!!row.teamId && teamOwner),
      thumbnail: thumbnailLink(row.id),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** The caller's brand themes as the theme picker lists them, after the engine's. */
  async pickerItems(userId: string): Promise<BrandPickerItem[]> {
    return (await this.list(userId)).map((item) => ({
      id: item.themeId,
      title: item.name,
      tags: item.canDelete ? [BRAND_THEME_TAG, BRAND_REMOVABLE_TAG] : [BRAND_THEME_TAG],
      thumbnail: item.thumbnail,
    }));
  }

  /**
   * Removes a theme and its files: its uploader may (a team theme while they are in the team),
   * and the team's owner may remove any of the team's. 5107 for anyone else and for no theme.
   */
  async remove(caller: BrandThemeCaller, themeId: string): Promise<void> {
    const id = rowIdOf(themeId);
    const row = id ? await this.repo.find(id) : undefined;
    if (!row || !(await this.mayRemove(caller.userId, row))) throw notYours();
    if (!(await this.repo.remove(row.id))) throw notYours();
    const pictures = row.spec.pictures.map((picture) => picture.key);
    await this.removeFiles([row.packageKey, row.thumbnailKey, ...pictures], caller.log);
  }

  /** The PNG of a theme's thumbnail (404 for no such theme): its id is the capability. */
  async thumbnail(themeId: string): Promise<Buffer> {
    const id = rowIdOf(themeId);
    const row = id ? await this.repo.find(id) : undefined;
    const file = row ? await this.needs.storage.open(row.thumbnailKey) : null;
    if (!file) throw new AppError(ErrorCode.NOT_FOUND);
    return buffer(file.stream);
  }

  private async mayRemove(userId: string, row: BrandThemeRow): Promise<boolean> {
    if (!row.teamId) return row.ownerId === userId;
    const mine = await this.needs.teams.membership(userId);
    if (mine?.team.id !== row.teamId) return false;
    return row.ownerId === userId || mine.team.ownerId === userId;
  }

  /** Best effort: a file left over is logged (its row is gone, nothing links to it). */
  private async removeFiles(keys: readonly string[], log: FastifyBaseLogger): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.needs.storage.remove(key)));
    const failed = keys.filter((_key, index) => results[index]!.status === 'rejected');
    if (failed.length > 0) log.error({ keys: failed }, 'brand theme files not removed');
  }
}

const thumbnailLink = (id: string) =>
  linkTo(templateApi.themeThumbnail, { params: { id: themeIdOf(id) } });
