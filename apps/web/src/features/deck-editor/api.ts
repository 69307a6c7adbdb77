import {
  fontApi,
  attachmentsApi,
  workspaceApi,
  type Attachment,
  type FontList,
  type DeckPatch,
  type RouteInput,
  type WorkspaceDoc,
  aiApi,
} from '@slidecraft/contract';
import { migrateDeck, type DeckDocument } from '@slidecraft/deck/scene';
import { takeEarlyDeckDoc } from './early-doc';
import { readyBrandTheme } from './model/brand';
import { call, routeKey, stream, type StreamOptions, type StreamResult } from '../../shared/http';

/** A record's deck as the editor holds it: validated at the current model version. */
export interface EditorDoc extends Omit<WorkspaceDoc, 'deck'> {
  deck: DeckDocument;
}

/** The deckDoc call: the deck as last saved, and its version. */
export async function fetchDeckDoc(recordId: string, signal?: AbortSignal): Promise<EditorDoc> {
  const early = await takeEarlyDeckDoc(recordId)?.catch(() => undefined);
  const doc = early ?? (await call(workspaceApi.deckDoc, { query: { recordId } }, { signal }));
  const deck = migrateDeck(doc.deck);
  // A deck in a brand theme is drawn in it once the theme is known in this page.
  await readyBrandTheme(deck.themeId, signal);
  return { ...doc, deck };
}

/**
 * The savePatches call: the patches made since `version`; the new version. Quiet: the editor
 * shows saving, conflicts and failures itself.
 */
export async function saveDeckPatches(
  recordId: string,
  version: number,
  patches: readonly DeckPatch[],
): Promise<number> {
  const saved = await call(
    workspaceApi.savePatches,
    { params: { recordId }, body: { version, patches: [...patches] } },
    { quiet: true },
  );
  return saved.version;
}

/** The saveDeck call: the whole document over `version` (many patches at once). */
export async function saveDeckWhole(
  recordId: string,
  version: number,
  deck: DeckDocument,
): Promise<number> {
  const saved = await call(
    workspaceApi.saveDeck,
    { body: { recordId, version, deck } },
    { quiet: true },
  );
  return saved.version;
}

/** The attachments list call: the record's pictures with signed links and sizes. */
export async function fetchAttachments(recordId: string, signal?: AbortSignal) {
  const list = await call(attachmentsApi.list, { query: { recordId } }, { signal });
  return list.items;
}

/**
 * The attachments upload call: a picture for the record (the server sniffs, caps and
 * re-encodes it; 5403 for a file that is not a picture, told to the user by the client).
 */
export function uploadAttachment(recordId: string, file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('recordId', recordId);
  form.append('file', file);
  return call(attachmentsApi.upload, { body: form });
}

/**
 * The chat stream {type, text, to?}: a text box's new text, streamed (one paragraph a line).
 * Costs AI points; nothing is stored.
 */
export function streamTextAction(
  body: RouteInput<typeof aiApi.chat>['body'],
  options: StreamOptions,
): Promise<StreamResult> {
  return stream(aiApi.chat, { body }, options);
}

/**
 * The slideAi call {recordId, slideId, action, to?}: the slide's new points streamed as `* `
 * lines; the `done` event carries the slides laid out anew (the stored deck is read, so the
 * autosave is flushed first). Costs AI points; nothing is stored.
 */
export function streamSlideAction(
  body: RouteInput<typeof workspaceApi.slideAi>['body'],
  options: StreamOptions,
): Promise<StreamResult> {
  return stream(workspaceApi.slideAi, { body }, options);
}

/** The shipped fonts, the user's favourites first (the font search with no words). */
export const fontsKey = routeKey(fontApi.searchFonts);

export function fetchFonts(): Promise<FontList> {
  return call(fontApi.searchFonts);
}

/** Marks a font as a favourite, or no longer one. */
export async function setFontFavourite(id: string, favourite: boolean): Promise<void> {
  await call(favourite ? fontApi.favouriteFont : fontApi.unfavouriteFont, {
    body: { font_id: id },
  });
}
