import {
  BRAND_REMOVABLE_TAG,
  BRAND_THEME_NAME_MAX,
  BRAND_THEME_TAG,
  ErrorCode,
  brandThemesApi,
  charLength,
} from '@slidecraft/contract';
import { call } from '../../../shared/http';

/** What the upload form sends: the template, its name, and the team to share it with. */
export interface BrandUpload {
  file: File;
  name: string;
  teamId?: string | undefined;
}

/**
 * Uploads a company template as a brand theme. 5403 is quiet (the form shows the server's
 * message, which says what to do); 5412 opens the client's usual limit dialog, other codes
 * its toast.
 */
export function uploadBrandTheme({ file, name, teamId }: BrandUpload, signal: AbortSignal) {
  const body = new FormData();
  body.append('name', name.trim());
  if (teamId) body.append('teamId', teamId);
  body.append('file', file, file.name);
  return call(
    brandThemesApi.createBrandTheme,
    { body },
    { signal, quiet: [ErrorCode.UNSUPPORTED_FILE] },
  );
}

/** Removes a brand theme; 5107 (not the caller's to remove) is toasted with its message. */
export function removeBrandTheme(themeId: string) {
  return call(brandThemesApi.deleteBrandTheme, { params: { themeId } });
}

/** A theme of the picker that is a brand theme (the server tags them so). */
export const isBrandItem = (item: { tags: readonly string[] }) =>
  item.tags.includes(BRAND_THEME_TAG);

/** A brand theme the caller may remove (its uploader, or the owner of its team). */
export const isRemovable = (item: { tags: readonly string[] }) =>
  item.tags.includes(BRAND_REMOVABLE_TAG);

/** The name a chosen file suggests: its base name, cut to the longest a name may be. */
export function nameFromFile(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').trim();
  return charLength(base) <= BRAND_THEME_NAME_MAX
    ? base
    : Array.from(base).slice(0, BRAND_THEME_NAME_MAX).join('');
}

/** A template by its name (the server reads the content; legacy .ppt/.pot are refused there). */
export const BRAND_FILE_ACCEPT = '.pptx,.potx';
