import type { TemplateContentsResult } from '@slidecraft/contract';
import { AppError, ErrorCode, type Locale } from '@slidecraft/contract';
import { listThemes, renderSlidePngAsync, themeSampleDeck } from '@slidecraft/deck';

const THUMBNAIL_WIDTH = 480;

/**
 * The template centre's listing. Until the template centre issue brings real templates, the
 * engine's themes are the templates, each with a thumbnail rendered by the engine itself.
 */
export class TemplateService {
  private readonly thumbnails = new Map<string, Promise<Buffer>>();

  list(
    query: { start: number; size: number; tags?: string | undefined },
    locale: Locale,
  ): TemplateContentsResult {
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
      thumbnail: `/api/template-center/thumbnail/${theme.id}`,
    }));
    return { items, total: matching.length };
  }

  /** The 16:9 PNG of a theme, rendered once per process (concurrent first requests share it). */
  thumbnail(themeId: string): Promise<Buffer> {
    const cached = this.thumbnails.get(themeId);
    if (cached) return cached;
    if (!listThemes().some((theme) => theme.id === themeId)) {
      throw new AppError(ErrorCode.NOT_FOUND);
    }
    const png = renderSlidePngAsync(themeSampleDeck(themeId), 0, { width: THUMBNAIL_WIDTH });
    this.thumbnails.set(themeId, png);
    png.catch(() => this.thumbnails.delete(themeId));
    return png;
  }
}
