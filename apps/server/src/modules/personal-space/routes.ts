import {
  DOWNLOAD_STATUSES,
  ShareLinkSchema,
  ShareQuerySchema,
  ShareRevokeQuerySchema,
  SpaceItemSchema,
  SpaceListQuerySchema,
  SpaceListSchema,
  SpaceRecordQuerySchema,
  SpaceRecoverBodySchema,
  SpaceRenameBodySchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { z } from 'zod';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** The personal space (authenticated scope): list, read, rename, trash, recover, destroy. */
export async function personalSpaceRoutes(app: ZodApp): Promise<void> {
  const { space, exports, shares } = app.ctx;
  const tags = ['personal-space'];
  const done = { 200: envelopeSchema(z.null()) };
  const itemResponse = { 200: envelopeSchema(SpaceItemSchema) };

  app.get(
    '/api/personal-space/list',
    {
      schema: {
        tags,
        summary:
          "The user's decks (trash=1: the trash), searched by title, sorted by last edit or creation; size 20 by default",
        querystring: SpaceListQuerySchema,
        response: { 200: envelopeSchema(SpaceListSchema) },
      },
    },
    async (request) =>
      ok(await space.list(authUserId(request), request.query), requestLocale(request)),
  );

  app.get(
    '/api/personal-space/ppt',
    {
      schema: {
        tags,
        summary: 'One kept deck',
        querystring: SpaceRecordQuerySchema,
        response: itemResponse,
      },
    },
    async (request) =>
      ok(await space.get(authUserId(request), request.query.recordId), requestLocale(request)),
  );

  app.post(
    '/api/personal-space/ppt',
    {
      schema: {
        tags,
        summary: 'Rename a deck',
        body: SpaceRenameBodySchema,
        response: itemResponse,
      },
    },
    async (request) => {
      const { recordId, title } = request.body;
      return ok(await space.rename(authUserId(request), recordId, title), requestLocale(request));
    },
  );

  app.delete(
    '/api/personal-space/delete',
    {
      schema: {
        tags,
        summary: 'Move a deck to the trash (removed for good after 30 days)',
        querystring: SpaceRecordQuerySchema,
        response: done,
      },
    },
    async (request) => {
      await space.trash(authUserId(request), request.query.recordId);
      return ok(null, requestLocale(request));
    },
  );

  app.put(
    '/api/personal-space/recover',
    {
      schema: {
        tags,
        summary: 'Bring a deck back from the trash (5412 at the basic tier\u2019s project cap)',
        body: SpaceRecoverBodySchema,
        response: done,
      },
    },
    async (request) => {
      await space.recover(authUserId(request), request.body.recordId);
      return ok(null, requestLocale(request));
    },
  );

  app.get(
    '/api/personal-space/copy',
    {
      schema: {
        tags,
        summary:
          'Copy a deck (outline, edits, pictures, slide images) as a new one titled as a copy (5412 / 5421 at the tier\u2019s caps)',
        querystring: SpaceRecordQuerySchema,
        response: itemResponse,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await space.copy(authUserId(request), request.query.recordId, locale), locale);
    },
  );

  app.get(
    '/api/personal-space/download',
    {
      schema: {
        tags,
        summary:
          'Start the PPTX export of a deck as last saved (poll /api/ai/generate-ppt/download/result)',
        querystring: SpaceRecordQuerySchema,
        response: { 200: envelopeSchema(z.object({ status: z.enum(DOWNLOAD_STATUSES) })) },
      },
    },
    async (request) => {
      const status = await exports.request(authUserId(request), request.query.recordId, 'pptx');
      return ok({ status }, requestLocale(request));
    },
  );

  app.get(
    '/api/personal-space/share',
    {
      schema: {
        tags,
        summary:
          "The deck's share link (/s/<code>, 128 random bits; the same until revoked); allowDownload=1|0 lets viewers download or not",
        querystring: ShareQuerySchema,
        response: { 200: envelopeSchema(ShareLinkSchema) },
      },
    },
    async (request) => {
      const { recordId, allowDownload } = request.query;
      const allow = allowDownload === undefined ? undefined : allowDownload === '1';
      const link = await shares.share(authUserId(request), recordId, allow);
      return ok(link, requestLocale(request));
    },
  );

  app.delete(
    '/api/personal-space/share',
    {
      schema: {
        tags,
        summary: "Revoke the deck's share link (it then answers 404)",
        querystring: ShareRevokeQuerySchema,
        response: done,
      },
    },
    async (request) => {
      await shares.revoke(authUserId(request), request.query.recordId);
      return ok(null, requestLocale(request));
    },
  );

  app.delete(
    '/api/personal-space/destroy',
    {
      schema: {
        tags,
        summary: 'Remove a deck for good, with its files',
        querystring: SpaceRecordQuerySchema,
        response: done,
      },
    },
    async (request) => {
      await space.destroy(authUserId(request), request.query.recordId);
      return ok(null, requestLocale(request));
    },
  );
}
