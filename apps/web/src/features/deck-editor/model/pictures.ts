import type { Attachment } from '@slidecraft/contract';
import { getTheme, illustrationHref } from '@slidecraft/deck/scene';
import { brandPicture, brandPictures } from './brand';

/**
 * The record's pictures as the engine's drawing needs them in a browser: each picture's pixel
 * size (to fit it into its frame) and its signed link (for the SVG `<image>`). `key` changes
 * when a picture is added, so cached slide drawings are redrawn.
 */
export interface Pictures {
  key: string;
  sizes: ReadonlyMap<string, { width: number; height: number }>;
  href: (src: string) => string | undefined;
}

export const NO_PICTURES: Pictures = { key: '', sizes: new Map(), href: () => undefined };

/** The record's pictures, and those of its brand theme (its logo and backgrounds) if it has one. */
export function picturesOf(attachments: readonly Attachment[]): Pictures {
  const bySrc = new Map(attachments.map((a) => [a.src, a]));
  const brand = brandPictures();
  const sizes = new Map<string, { width: number; height: number }>([...brand, ...bySrc]);
  return {
    key: `${attachments.map((a) => a.id).join(',')}|${brand.size}`,
    sizes,
    href: (src) => bySrc.get(src)?.url ?? brandPicture(src)?.href,
  };
}

/** Illustrations drawn as SVG data URLs, by theme and src (a few dozen at most per deck). */
const drawn = new Map<string, string | undefined>();
const DRAWN_LIMIT = 200;

/**
 * Where a picture's pixels are: the record's attachment by its signed link, or an illustration
 * the engine draws in the deck's theme (an SVG data URL; the scene knows its size), so a
 * re-themed deck shows it in the new colours and "replace picture" works on it as on an upload.
 */
export function pictureHref(pictures: Pictures, src: string, themeId: string): string | undefined {
  const link = pictures.href(src);
  if (link) return link;
  const key = `${themeId}|${src}`;
  if (!drawn.has(key)) {
    if (drawn.size >= DRAWN_LIMIT) drawn.clear();
    drawn.set(key, illustrationHref(src, getTheme(themeId)));
  }
  return drawn.get(key);
}
