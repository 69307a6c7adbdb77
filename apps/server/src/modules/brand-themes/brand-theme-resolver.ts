import { buffer } from 'node:stream/consumers';
import {
  AppError,
  BRAND_THEME_PREFIX,
  ErrorCode,
  isBrandThemeId,
  type BrandThemeSpecResult,
} from '@slidecraft/contract';
import { brandDeckTheme, registerTheme, type DeckImages, type ImageData } from '@slidecraft/deck';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { TeamService } from '../team/team-service.js';
import { BrandThemeRepo, type BrandThemeRow } from './brand-theme-repo.js';
import type { BrandThemeSpec } from './spec.js';

export interface BrandThemeResolverNeeds {
  db: Db;
  storage: FileStorage;
  teams: Pick<TeamService, 'membership'>;
}

export interface ResolvedBrandTheme {
  name: string;
  spec: BrandThemeSpec;
  images: DeckImages;
  templateBytes?: Buffer;
}

/** Bytes of pictures one spec answer carries to a browser (a logo and a background fit). */
const PICTURE_BYTES_CAP = 4 * 1024 * 1024;

/** 5107 for a theme the user may not use, or one that is gone (as the picker and removal say). */
const notYours = () => new AppError(ErrorCode.NO_USER_PERMISSION, 'not your brand theme');

/**
 * Makes a brand theme ready for a deck (generation's BrandThemeUse): loads its row, checks the
 * user may use it (its uploader, or a member of its team), registers it with the engine (so
 * getTheme finds it in this process) and reads the files asked for: its pictures for the
 * writers, its template package for a PPTX on the template's master.
 */
export class BrandThemeResolver {
  constructor(private readonly needs: BrandThemeResolverNeeds) {}

  async use(
    themeId: string,
    userId: string,
    want: { pictures?: boolean; template?: boolean } = {},
  ): Promise<ResolvedBrandTheme | undefined> {
    if (!isBrandThemeId(themeId)) return undefined;
    const row = await new BrandThemeRepo(this.needs.db).find(
      themeId.slice(BRAND_THEME_PREFIX.length),
    );
    if (!row || !(await this.mayUse(userId, row))) throw notYours();
    registerTheme(brandDeckTheme(row.spec, { id: themeId, name: row.name }));
    const images = want.pictures ? await this.pictures(row.spec) : new Map<string, ImageData>();
    const resolved = { name: row.name, spec: row.spec, images };
    if (!want.template) return resolved;
    return { ...resolved, templateBytes: await this.read(row.packageKey) };
  }

  /**
   * The spec and pictures a browser draws a deck in the theme with (5107 as `use`); pictures
   * past `PICTURE_BYTES_CAP` in all are left out.
   */
  async forBrowser(themeId: string, userId: string): Promise<BrandThemeSpecResult> {
    const used = await this.use(themeId, userId, { pictures: true });
    if (!used) throw notYours();
    let budget = PICTURE_BYTES_CAP;
    const pictures: BrandThemeSpecResult['pictures'] = [];
    for (const [src, image] of used.images) {
      budget -= image.bytes.length;
      if (budget < 0) break;
      const dataUrl = `data:${image.mime};base64,${Buffer.from(image.bytes).toString('base64')}`;
      pictures.push({ src, dataUrl, width: image.width, height: image.height });
    }
    return { themeId, name: used.name, spec: used.spec, pictures };
  }

  private async mayUse(userId: string, row: BrandThemeRow): Promise<boolean> {
    if (row.ownerId === userId) return true;
    if (!row.teamId) return false;
    return (await this.needs.teams.membership(userId))?.team.id === row.teamId;
  }

  private async read(key: string): Promise<Buffer> {
    const file = await this.needs.storage.open(key);
    if (!file) throw new AppError(ErrorCode.SERVER_ERROR, `brand theme file ${key} is missing`);
    return buffer(file.stream);
  }

  /** The pictures the theme shows; one missing from storage is drawn as a placeholder. */
  private async pictures(spec: BrandThemeSpec): Promise<DeckImages> {
    const images = new Map<string, ImageData>();
    for (const picture of spec.pictures) {
      const file = await this.needs.storage.open(picture.key);
      if (!file) continue;
      const { mime, width, height } = picture;
      images.set(picture.src, { bytes: await buffer(file.stream), mime, width, height });
    }
    return images;
  }
}
