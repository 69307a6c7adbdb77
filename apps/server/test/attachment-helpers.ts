import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Attachment } from '@slidecraft/contract';
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
