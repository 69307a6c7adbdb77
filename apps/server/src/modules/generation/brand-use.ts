import { AppError, ErrorCode } from '@slidecraft/contract';
import { DEFAULT_THEME_ID, type BrandThemeSpec, type DeckImages } from '@slidecraft/deck';

/** A brand theme made ready for a deck: registered with the engine, its files as asked. */
export interface UsedBrandTheme {
  spec: BrandThemeSpec;
  /** The theme's pictures (logo, backgrounds) by src, for the PNG, PDF and PPTX writers. */
  images: DeckImages;
  /** The template package, when asked for (a PPTX export writes on its master). */
  templateBytes?: Buffer;
}

/**
 * What generation needs of brand themes (the brand-themes module implements it): before a
 * deck in a `brand-…` theme is laid out, drawn or written, its theme is registered with the
 * engine for the user who may use it (5107 for anyone else, and for a theme that is gone). An
 * engine theme's id gives undefined: nothing to do.
 */
export interface BrandThemeUse {
  use(
    themeId: string,
    userId: string,
    want?: { pictures?: boolean; template?: boolean },
  ): Promise<UsedBrandTheme | undefined>;
}

/** The record's pictures with the theme's. */
export function withBrandImages(images: DeckImages, brand: UsedBrandTheme | undefined): DeckImages {
  if (!brand || brand.images.size === 0) return images;
  return new Map([...images, ...brand.images]);
}

/** The theme a stored deck is drawn in, and its brand theme when it is one the user may use. */
export interface DrawnTheme {
  themeId: string;
  brand?: UsedBrandTheme;
}

/**
 * The theme a stored deck is drawn, previewed and written in: its own, or the default one when
 * it is a brand theme its user may no longer use (removed, or a team they left), its layout as
 * it was. The editor opens such a deck the same way (WorkspaceService), so a download shows
 * what the editor shows, instead of an export or preview failing with 5107.
 */
export async function drawnTheme(
  brands: Pick<BrandThemeUse, 'use'> | undefined,
  themeId: string,
  userId: string,
  want?: { pictures?: boolean; template?: boolean },
): Promise<DrawnTheme> {
  try {
    return { themeId, brand: await brands?.use(themeId, userId, want) };
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== ErrorCode.NO_USER_PERMISSION) throw err;
    return { themeId: DEFAULT_THEME_ID };
  }
}
