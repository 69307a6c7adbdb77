import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import * as zm from 'zod/mini';
import { ATTACHMENT_MAX_BYTES, ErrorCode, attachmentsApi } from '@slidecraft/contract';
import { authUserId, authenticate } from '../../http/authenticate.js';
import { fail, sendRaw } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import { PART_HEADER_LIMITS, badPart, readParts, unexpectedPart } from '../../http/multipart.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { sendPicture } from '../files/download.js';
import { refuse } from './refusals.js';
import type { AttachmentService } from './attachment-service.js';

/** The upload form: one `file` part and the `recordId` field (5000 for anything else). */
async function readUpload(request: FastifyRequest): Promise<{ recordId: string; file: Buffer }> {
  if (!request.isMultipart()) throw badPart('multipart/form-data expected');
  let file: Buffer | undefined;
  const fields: Record<string, unknown> = {};
  await readParts(
    request,
    async (part) => {
      if (part.type === 'file' && part.fieldname === 'file' && file === undefined) {
        file = await part.toBuffer();
      } else if (part.type === 'field' && !(part.fieldname in fields) && !part.valueTruncated) {
        fields[part.fieldname] = part.value;
      } else {
        throw unexpectedPart(part);
      }
    },
    () => refuse('tooLarge'),
  );
  const parsed = zm.safeParse(attachmentsApi.upload.multipart.fields, fields);
  if (!parsed.success) throw badPart('recordId required');
  if (file === undefined) throw badPart('file required');
  return { recordId: parsed.data.recordId, file };
}

export interface AttachmentRoutesNeeds {
  attachments: AttachmentService;
}

/** Uploading and listing a record's pictures (inside the authenticated scope). */
export async function attachmentRoutes(app: ZodApp, needs: AttachmentRoutesNeeds): Promise<void> {
  const { attachments } = needs;

  await app.register(fastifyMultipart, {
    limits: {
      fileSize: ATTACHMENT_MAX_BYTES,
      files: 1,
      fields: 1,
      parts: 2,
      fieldSize: 100,
      ...PART_HEADER_LIMITS,
    },
  });

  serve(app, attachmentsApi.upload, async (_input, request) => {
    const { recordId, file } = await readUpload(request);
    return attachments.upload(authUserId(request), recordId, file);
  });

  serve(app, attachmentsApi.list, async ({ query }, request) => ({
    items: await attachments.list(authUserId(request), query.recordId),
  }));
}

export interface AttachmentFileRoutesNeeds {
  attachments: AttachmentService;
}

/**
 * A picture's bytes (public scope): to its owner with the bearer token, or to anyone holding a
 * signed link from an upload or list answer (what <img> tags use). Another user's picture is
 * a 404 like no picture; a bad or expired link is 403. Served as an inert file: its stored
 * type, no sniffing, inline, a sandboxing policy, and cached long (an id never changes).
 */
export async function attachmentFileRoutes(
  app: ZodApp,
  needs: AttachmentFileRoutesNeeds,
): Promise<void> {
  const { attachments } = needs;

  serve(app, attachmentsApi.file, async ({ params, query }, request, reply) => {
    const { id } = params;
    const { exp, sig } = query;
    const locale = requestLocale(request);
    const signed = exp !== undefined || sig !== undefined;
    if (signed && !(exp && sig && attachments.verifyLink(id, exp, sig)))
      return sendRaw(reply, 403, fail(ErrorCode.NO_USER_PERMISSION, locale));
    if (!signed) await authenticate(app, request);
    const file = signed
      ? await attachments.openLinked(id)
      : await attachments.openOwned(authUserId(request), id);
    if (!file) return sendRaw(reply, 404, fail(ErrorCode.NOT_FOUND, locale));
    // The answer to a bearer token is that user's: a browser cache keeps it per token.
    if (!signed) reply.header('vary', 'authorization');
    return sendPicture(reply, file, 'private, max-age=31536000, immutable');
  });
}
