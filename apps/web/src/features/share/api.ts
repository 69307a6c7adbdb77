import { ShareLinkSchema, SharedDeckSchema } from '@slidecraft/contract';
import { migrateDeck, type DeckDocument } from '@slidecraft/deck/scene';
import { api, fetchFile, noData, request, type FetchedFile } from '../../shared/http';

export interface OpenedShare {
  title: string;
  deck: DeckDocument;
  pictures: { id: string; src: string; url: string; width: number; height: number }[];
  allowDownload: boolean;
}

/**
 * GET /api/personal-space/share/{code}: a shared deck, for anyone with the link. Quiet: an
 * unknown or revoked link (5428) is the page's own "link not found" view.
 */
export async function fetchShare(code: string, signal?: AbortSignal): Promise<OpenedShare> {
  const shared = await api.get(
    `/api/personal-space/share/${encodeURIComponent(code)}`,
    SharedDeckSchema,
    {
      signal,
      quiet: true,
    },
  );
  return {
    title: shared.title,
    deck: migrateDeck(shared.deck),
    pictures: shared.pictures.map((p) => ({ ...p, id: p.src })),
    allowDownload: shared.allowDownload,
  };
}

/** GET /api/personal-space/share?recordId: the deck's live link (made on first call). */
export function fetchShareLink(recordId: string) {
  return api.get('/api/personal-space/share', ShareLinkSchema, { query: { recordId } });
}

/** GET /api/personal-space/share?recordId&allowDownload=1|0: viewers may download, or not. */
export function setShareDownload(recordId: string, allow: boolean) {
  return api.get('/api/personal-space/share', ShareLinkSchema, {
    query: { recordId, allowDownload: allow ? '1' : '0' },
  });
}

/**
 * GET /api/personal-space/share/{code}/download: the shared deck's PPTX, read with its progress.
 * Quiet: the page says what went wrong (5429 downloads turned off, 5428 link gone, or a failure).
 */
export function downloadSharedDeck(
  code: string,
  options: { signal?: AbortSignal; onProgress?: (fraction: number | null) => void } = {},
): Promise<FetchedFile> {
  return fetchFile(`/api/personal-space/share/${encodeURIComponent(code)}/download`, {
    ...options,
    quiet: true,
  });
}

/** DELETE /api/personal-space/share?recordId: the link stops working. */
export function revokeShareLink(recordId: string) {
  return request('/api/personal-space/share', noData, { method: 'DELETE', query: { recordId } });
}
