import {
  SpaceItemSchema,
  SpaceListSchema,
  type SpaceListQuery,
  PERSONAL_SPACE_PAGE_SIZE,
} from '@slidecraft/contract';
import { api, noData, request } from '../../shared/http';

/** What the page asks the list for; `start` and `size` come from the paging. */
export type SpaceListFilter = Pick<SpaceListQuery, 'search' | 'sort' | 'trash'>;

/** GET /api/personal-space/list: one page of the kept decks or of the trash. */
export function fetchSpaceList(filter: SpaceListFilter, start: number, signal?: AbortSignal) {
  return api.get('/api/personal-space/list', SpaceListSchema, {
    query: { ...filter, search: filter.search || undefined, start, size: PERSONAL_SPACE_PAGE_SIZE },
    signal,
  });
}

/** POST /api/personal-space/ppt: renames a deck; answers the renamed item. */
export function renameDeck(recordId: string, title: string) {
  return api.post('/api/personal-space/ppt', SpaceItemSchema, { recordId, title });
}

/** GET /api/personal-space/copy: a new deck like this one, titled as a copy (5412 at the cap). */
export function copyDeck(recordId: string) {
  return api.get('/api/personal-space/copy', SpaceItemSchema, { query: { recordId } });
}

/** DELETE /api/personal-space/delete: moves a deck to the trash. */
export function trashDeck(recordId: string) {
  return request('/api/personal-space/delete', noData, { method: 'DELETE', query: { recordId } });
}

/** PUT /api/personal-space/recover: brings a deck back (5412 at the basic tier's cap). */
export function recoverDeck(recordId: string) {
  return request('/api/personal-space/recover', noData, { method: 'PUT', body: { recordId } });
}

/** DELETE /api/personal-space/destroy: removes a deck from the trash for good. */
export function destroyDeck(recordId: string) {
  return request('/api/personal-space/destroy', noData, { method: 'DELETE', query: { recordId } });
}
