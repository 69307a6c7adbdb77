import { brandThemesApi, isBrandThemeId, type BrandThemeSpecResult } from '@slidecraft/contract';
import { brandDeckTheme, brandSpecSchema, registerTheme } from '@slidecraft/deck/scene';
import * as z from 'zod/mini';
import { call } from '../../../shared/http';

/** A brand theme's pictures (its master's logo, backgrounds) as the editor draws them. */
const pictures = new Map<string, { href: string; width: number; height: number }>();

/**
 * Makes a deck's brand theme drawable in this page (the engine's 18 themes always are): reads
 * its spec and pictures once and registers the theme with the engine. A deck in another theme
 * needs nothing.
 */
export async function readyBrandTheme(themeId: string, signal?: AbortSignal): Promise<void> {
  if (!isBrandThemeId(themeId)) return;
  registerBrandTheme(
    await call(brandThemesApi.brandThemeSpec, { params: { themeId } }, { signal }),
  );
}

/**
 * Registers a brand theme with the engine from the spec answer the server gave (the spec call's,
 * or a shared deck's), with its pictures.
 */
export function registerBrandTheme(answer: BrandThemeSpecResult): void {
  const spec = z.parse(brandSpecSchema, answer.spec);
  registerTheme(brandDeckTheme(spec, { id: answer.themeId, name: answer.name }));
  for (const picture of answer.pictures)
    pictures.set(picture.src, {
      href: picture.dataUrl,
      width: picture.width,
      height: picture.height,
    });
}

/** A brand theme picture by its src, once its theme is ready. */
export const brandPicture = (src: string) => pictures.get(src);

/** The brand pictures known so far (their sizes, for the scene to fit them). */
export const brandPictures = (): ReadonlyMap<string, { width: number; height: number }> => pictures;
