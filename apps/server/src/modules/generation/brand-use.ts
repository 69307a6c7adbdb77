import type { BrandThemeSpec, DeckImages } from '@slidecraft/deck';

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
