import {
  AppError,
  ErrorCode,
  linkTo,
  templateApi,
  type Locale,
  type ThemeListResult,
} from '@slidecraft/contract';
import { getTheme, listThemes, themeSampleDeck, type SlidePngs } from '@slidecraft/deck';

const THUMBNAIL_WIDTH = 480;

/**
 * The engine's themes for the theme picker (the themeList call), each with a
 * thumbnail rendered by the engine itself from one sample outline.
 */
export class ThemeGallery {
  private readonly thumbnails = new Map<string, Promise<Buffer>>();

  constructor(private readonly pngs: SlidePngs) {}

  list(
    query: { start: number; size: number; tags?: string | undefined },
    locale: Locale,
  ): ThemeListResult {
    const wanted =
      query.tags
        ?.split(',')
        .map((t) => t.trim())
        .filter(Boolean) ?? [];
    const matching = listThemes().filter(
      (theme) => wanted.length === 0 || theme.tags.some((tag) => wanted.includes(tag)),
    );
    const items = matching.slice(query.start, query.start + query.size).map((theme) => ({
      id: theme.id,
      title: locale === 'en-US' ? theme.name.en : theme.name.zh,
      tags: [...theme.tags],
      thumbnail: linkTo(templateApi.themeThumbnail, { params: { id: theme.id } }),
    }));
    return { items, total: matching.length };
  }

  /** One theme as the picker lists it (5000 for an unknown theme, as getTheme says). */
  one(themeId: string, locale: Locale): ThemeListResult['items'][number] {
    const theme = getTheme(themeId);
    return {
      id: theme.id,
      title: locale === 'en-US' ? theme.name.en : theme.name.zh,
      tags: [...theme.tags],
      thumbnail: linkTo(templateApi.themeThumbnail, { params: { id: theme.id } }),
    };
  }

  /** The 16:9 PNG of a theme, rendered once per process (concurrent first requests share it). */
  thumbnail(themeId: string): Promise<Buffer> {
    const cached = this.thumbnails.get(themeId);
    if (cached) return cached;
    if (!listThemes().some((theme) => theme.id === themeId)) {
      throw new AppError(ErrorCode.NOT_FOUND);
    }
    const png = this.pngs.render(themeSampleDeck(themeId), 0, { width: THUMBNAIL_WIDTH });
    this.thumbnails.set(themeId, png);
    png.catch(() => this.thumbnails.delete(themeId));
    return png;
  }
}
