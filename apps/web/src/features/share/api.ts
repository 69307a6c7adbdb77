import { isBrandThemeId, personalSpaceApi } from '@slidecraft/contract';
import { DEFAULT_THEME_ID, migrateDeck, type DeckDocument } from '@slidecraft/deck/scene';
import { call, fetchFile, urlOf, type FetchedFile } from '../../shared/http';
import { registerBrandTheme } from '../deck-editor';

export interface OpenedShare {
  title: string;
  deck: DeckDocument;
  pictures: { id: string; src: string; url: string; width: number; height: number }[];
  allowDownload: boolean;
}

/**
 * A shared deck, for anyone with the link. Quiet: an unknown or revoked link (5428) is the
 * page's own "link not found" view.
 */
export async function fetchShare(code: string, signal?: AbortSignal): Promise<OpenedShare> {
  const shared = await call(
    personalSpaceApi.sharedDeck,
    { params: { code } },
    { signal, quiet: true },
  );
  // A deck in its owner's brand theme: drawable here once its theme is registered; one whose
  // theme the owner may no longer use is drawn in the default theme rather than not at all.
  if (shared.brandTheme) registerBrandTheme(shared.brandTheme);
  const deck = migrateDeck(shared.deck);
  const themeless = isBrandThemeId(deck.themeId) && !shared.brandTheme;
  return {
    title: shared.title,
    deck: themeless ? { ...deck, themeId: DEFAULT_THEME_ID } : deck,
    pictures: shared.pictures.map((p) => ({ ...p, id: p.src })),
    allowDownload: shared.allowDownload,
  };
}

/** The deck's live link (made on first call). */
export function fetchShareLink(recordId: string) {
  return call(personalSpaceApi.shareLink, { query: { recordId } });
}

/** The same call with allowDownload=1|0: viewers may download, or not. */
export function setShareDownload(recordId: string, allow: boolean) {
  return call(personalSpaceApi.shareLink, {
    query: { recordId, allowDownload: allow ? '1' : '0' },
  });
}

/**
 * The shared deck's PPTX, read with its progress. Quiet: the page says what went wrong (5429
 * downloads turned off, 5428 link gone, or a failure).
 */
export function downloadSharedDeck(
  code: string,
  options: { signal?: AbortSignal; onProgress?: (fraction: number | null) => void } = {},
): Promise<FetchedFile> {
  return fetchFile(urlOf(personalSpaceApi.sharedDownload, { params: { code } }), {
    ...options,
    quiet: true,
  });
}

/** The link stops working. */
export function revokeShareLink(recordId: string) {
  return call(personalSpaceApi.revokeShareLink, { query: { recordId } });
}
