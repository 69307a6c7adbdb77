import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Attachment, WorkspaceDoc } from '@slidecraft/contract';
import type { DeckDocument, ImageElement } from '@slidecraft/deck';
import { createRecord } from './generation-jobs.js';
import { OUTLINE } from './generation-helpers.js';
import { auth, call } from './helper.js';
import { multipart } from './import-fixtures.js';

/** A picture of one colour, made by sharp (`alpha` below 1 keeps it transparent). */
export function solidPicture(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width: number,
  height: number,
  color: { r: number; g: number; b: number; alpha?: number },
): Promise<Buffer> {
  const channels = color.alpha === undefined ? 3 : 4;
  return sharp({ create: { width, height, channels, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** POST /api/workspace/ppt/attachment with a file part and the record id. */
export function uploadPicture(
  app: FastifyInstance,
  token: string,
  recordId: string,
  content: Buffer | string,
  filename = 'picture.png',
) {
  const form = multipart([
    { name: 'recordId', value: recordId },
    { name: 'file', filename, content },
  ]);
  return call<Attachment>(app, {
    method: 'POST',
    url: '/api/workspace/ppt/attachment',
    payload: form.payload,
    headers: { ...form.headers, ...auth(token) },
  });
}

/** A new record of `token`'s (laid out from a full outline: no generation needed to export). */
export const newRecord = (app: FastifyInstance, token: string) => createRecord(app, token, OUTLINE);

/** The record's deck as the editor reads it (GET /api/workspace/ppt/json-file). */
export async function readDeckDoc(app: FastifyInstance, token: string, recordId: string) {
  const res = await call<WorkspaceDoc & { deck: DeckDocument }>(app, {
    method: 'GET',
    url: `/api/workspace/ppt/json-file?recordId=${recordId}`,
    headers: auth(token),
  });
  return res.body.data;
}

/** Puts the picture `src` on the deck's first slide (element id `pic`) and saves the deck. */
export async function showPicture(
  app: FastifyInstance,
  token: string,
  recordId: string,
  src: string,
): Promise<void> {
  const doc = await readDeckDoc(app, token, recordId);
  const deck = structuredClone(doc.deck);
  const image: ImageElement = { type: 'image', id: 'pic', x: 600, y: 300, w: 200, h: 150, src };
  deck.slides[0]!.elements.push(image);
  const saved = await call(app, {
    method: 'POST',
    url: '/api/workspace/ppt/save',
    headers: auth(token),
    payload: { recordId, version: doc.version, deck },
  });
  expect(saved.body.code).toBe(200);
}
