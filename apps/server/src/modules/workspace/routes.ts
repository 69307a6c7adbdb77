import {
  DECK_SAVE_MAX_BYTES,
  DOWNLOAD_STATUSES,
  DeckPatchBodySchema,
  DeckSaveBodySchema,
  DeckSaveQuerySchema,
  DeckSavedSchema,
  DownloadBodySchema,
  IslideLoadBodySchema,
  LoadSlideBodySchema,
  LoadSlideResultSchema,
  RecordIdParamsSchema,
  WorkspaceDocQuerySchema,
  WorkspaceDocSchema,
  WorkspaceReloadBodySchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { z } from 'zod';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** The editor's document calls (authenticated scope): read, save whole, save patches, export. */
export async function workspaceRoutes(app: ZodApp): Promise<void> {
  const { workspace, exports } = app.ctx;
  const docResponse = { 200: envelopeSchema(WorkspaceDocSchema) };
  const savedResponse = { 200: envelopeSchema(DeckSavedSchema) };
  const tags = ['workspace'];

  const reads = [
    ['json-file', 'The deck document as last saved, with the version a save starts from'],
    ['origin-json-file', 'The deck document as generated, before any edit'],
  ] as const;
  for (const [name, summary] of reads) {
    const read = (userId: string, recordId: string) =>
      name === 'json-file'
        ? workspace.document(userId, recordId)
        : workspace.origin(userId, recordId);
    app.get(
      `/api/workspace/ppt/${name}`,
      { schema: { tags, summary, querystring: WorkspaceDocQuerySchema, response: docResponse } },
      async (request) => {
        const doc = await read(authUserId(request), request.query.recordId);
        return ok(doc, requestLocale(request));
      },
    );
  }

  // The saved document by a body's recordId: reload, and the spec's islide/load (issue 18).
  const reloads = [
    {
      url: '/api/workspace/ppt/reload',
      summary: 'Read the saved document again (after a 5430 conflict)',
      body: WorkspaceReloadBodySchema,
    },
    {
      url: '/api/workspace/islide/load',
      summary: 'The deck document to open (an add-in or the editor), as ppt/json-file answers it',
      body: IslideLoadBodySchema,
    },
  ] as const;
  for (const { url, summary, body } of reloads) {
    app.post(url, { schema: { tags, summary, body, response: docResponse } }, async (request) => {
      const doc = await workspace.document(authUserId(request), request.body.recordId);
      return ok(doc, requestLocale(request));
    });
  }

  app.post(
    '/api/workspace/ppt/load-slide',
    {
      schema: {
        tags,
        summary: 'One slide of the saved document, by id',
        body: LoadSlideBodySchema,
        response: { 200: envelopeSchema(LoadSlideResultSchema) },
      },
    },
    async (request) => {
      const { recordId, slideId } = request.body;
      const result = await workspace.slide(authUserId(request), recordId, slideId);
      return ok(result, requestLocale(request));
    },
  );

  app.post(
    '/api/workspace/ppt/content/:recordId',
    {
      bodyLimit: DECK_SAVE_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Save the edits made since `version` as patches (5430 when it is stale, 5000 when the result is not a valid deck)',
        params: RecordIdParamsSchema,
        body: DeckPatchBodySchema,
        response: savedResponse,
      },
    },
    async (request) => {
      const { version, patches } = request.body;
      const userId = authUserId(request);
      const saved = await workspace.patch(userId, request.params.recordId, version, patches);
      return ok({ version: saved }, requestLocale(request));
    },
  );

  app.post(
    '/api/workspace/ppt/save/:recordId',
    {
      bodyLimit: DECK_SAVE_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Save the whole document, sent as plain-text JSON, over `version` (5430 when it is stale)',
        params: RecordIdParamsSchema,
        querystring: DeckSaveQuerySchema,
        response: savedResponse,
      },
    },
    async (request) => {
      const userId = authUserId(request);
      const base = Number(request.query.version);
      const saved = await workspace.save(userId, request.params.recordId, base, request.body);
      return ok({ version: saved }, requestLocale(request));
    },
  );

  app.post(
    '/api/workspace/ppt/save',
    {
      bodyLimit: DECK_SAVE_MAX_BYTES,
      schema: {
        tags,
        summary: 'Save the whole document as JSON: {recordId, version, deck}',
        body: DeckSaveBodySchema,
        response: savedResponse,
      },
    },
    async (request) => {
      const { recordId, version, deck } = request.body;
      const saved = await workspace.save(authUserId(request), recordId, version, deck);
      return ok({ version: saved }, requestLocale(request));
    },
  );

  const downloadResponse = { 200: envelopeSchema(z.object({ status: z.enum(DOWNLOAD_STATUSES) })) };
  const download = async (userId: string, recordId: string) => ({
    status: await exports.request(userId, recordId, 'pptx'),
  });
  app.post(
    '/api/workspace/ppt/download',
    {
      schema: {
        tags,
        summary: 'Start the PPTX export of the saved document (poll download/result)',
        body: DownloadBodySchema,
        response: downloadResponse,
      },
    },
    async (request) =>
      ok(await download(authUserId(request), request.body.recordId), requestLocale(request)),
  );
  app.get(
    '/api/workspace/ppt/download',
    {
      schema: {
        tags,
        summary: 'Start the PPTX export of the saved document (poll download/result)',
        querystring: DownloadBodySchema,
        response: downloadResponse,
      },
    },
    async (request) =>
      ok(await download(authUserId(request), request.query.recordId), requestLocale(request)),
  );
}
