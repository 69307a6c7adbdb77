import {
  PERSONAL_SPACE_PAGE_SIZE,
  personalSpaceApi,
  type SpaceListQuery,
} from '@slidecraft/contract';
import { call } from '../../shared/http';

/** What the page asks the list for; `start` and `size` come from the paging. */
export type SpaceListFilter = Pick<SpaceListQuery, 'search' | 'sort' | 'trash'>;

/** One page of the kept decks or of the trash. */
export function fetchSpaceList(filter: SpaceListFilter, start: number, signal?: AbortSignal) {
  const query = {
    ...filter,
    search: filter.search || undefined,
    start,
    size: PERSONAL_SPACE_PAGE_SIZE,
  };
  return call(personalSpaceApi.spaceList, { query }, { signal });
}

/** Renames a deck; answers the renamed item. */
export function renameDeck(recordId: string, title: string) {
  return call(personalSpaceApi.renameDeck, { body: { recordId, title } });
}

/** A new deck like this one, titled as a copy (5412 at the cap). */
export function copyDeck(recordId: string) {
  return call(personalSpaceApi.copyDeck, { query: { recordId } });
}

/** Moves a deck to the trash. */
export function trashDeck(recordId: string) {
  return call(personalSpaceApi.trashDeck, { query: { recordId } });
}

/** Brings a deck back (5412 at the basic tier's cap). */
export function recoverDeck(recordId: string) {
  return call(personalSpaceApi.recoverDeck, { body: { recordId } });
}

/** Removes a deck from the trash for good. */
export function destroyDeck(recordId: string) {
  return call(personalSpaceApi.destroyDeck, { query: { recordId } });
}
