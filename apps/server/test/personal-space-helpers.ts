import type { SpaceItem, SpaceList } from '@slidecraft/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { OUTLINE } from './generation-helpers.js';
import { createRecord } from './generation-jobs.js';
import { auth, call } from './helper.js';

/** The personal space's calls, as one user makes them. */
export function spaceCalls(app: () => FastifyInstance) {
  const list = (token: string, query = '') =>
    call<SpaceList>(app(), {
      method: 'GET',
      url: `/api/personal-space/list${query}`,
      headers: auth(token),
    });
  const titles = async (token: string, query = '') =>
    (await list(token, query)).body.data.items.map((item) => item.title);

  const rename = (token: string, recordId: string, title: string) =>
    call<SpaceItem>(app(), {
      method: 'POST',
      url: '/api/personal-space/ppt',
      headers: auth(token),
      payload: { recordId, title },
    });
  const trash = (token: string, recordId: string) =>
    call(app(), {
      method: 'DELETE',
      url: `/api/personal-space/delete?recordId=${recordId}`,
      headers: auth(token),
    });
  const recover = (token: string, recordId: string) =>
    call(app(), {
      method: 'PUT',
      url: '/api/personal-space/recover',
      headers: auth(token),
      payload: { recordId },
    });
  const destroy = (token: string, recordId: string) =>
    call(app(), {
      method: 'DELETE',
      url: `/api/personal-space/destroy?recordId=${recordId}`,
      headers: auth(token),
    });

  /** A deck of the user's with this title. */
  async function deck(token: string, title: string) {
    const recordId = await createRecord(app(), token, OUTLINE);
    expect((await rename(token, recordId, title)).body.code).toBe(200);
    return recordId;
  }

  return { list, titles, rename, trash, recover, destroy, deck };
}
