import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { IMPORT_MAX_BYTES, type Locale } from '@slidecraft/contract';
import { requestLocale } from '../../http/locale.js';
import { PART_HEADER_LIMITS, badPart, readParts, unexpectedPart } from '../../http/multipart.js';
import type { ZodApp } from '../../http/types.js';
import { refuse } from './limits.js';
import type { ImportCaller, UploadedFile } from './import-service.js';

/** Largest form field: the validate call's outline text (60,000 characters of UTF-8). */
const FIELD_MAX_BYTES = 256 * 1024;

/**
 * The body parsers of the import routes: multipart (one file, a few fields) with the file size
 * cap, and urlencoded forms ("form outline" in the spec); JSON is the app's own parser.
 */
export async function registerFormParsers(app: ZodApp): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: IMPORT_MAX_BYTES,
      files: 1,
      fields: 3,
      parts: 4,
      fieldSize: FIELD_MAX_BYTES,
      ...PART_HEADER_LIMITS,
    },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FIELD_MAX_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

export interface ImportForm<T> {
  file: UploadedFile | undefined;
  fields: T;
}

/**
 * Reads a multipart, urlencoded or JSON body: at most one `file` part and the string fields of
 * `schema` (5000 for anything else); a file over the size cap is 5403 with the reason.
 */
export async function readForm<T extends z.core.$ZodType>(
  request: FastifyRequest,
  schema: T,
): Promise<ImportForm<z.infer<T>>> {
  let file: UploadedFile | undefined;
  let raw: Record<string, unknown> = {};
  if (request.isMultipart()) {
    await readParts(
      request,
      async (part) => {
        if (part.type === 'file' && part.fieldname === 'file' && !file) {
          file = { bytes: await part.toBuffer(), name: part.filename };
        } else if (part.type === 'field' && !(part.fieldname in raw) && !part.valueTruncated) {
          raw[part.fieldname] = part.value;
        } else {
          throw unexpectedPart(part);
        }
      },
      () => refuse('tooLarge'),
    );
  } else if (typeof request.body === 'object' && request.body !== null) {
    raw = request.body as Record<string, unknown>;
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).filter(Boolean);
    throw badPart([...new Set(fields)].join(', ') || 'invalid form');
  }
  return { file, fields: parsed.data };
}

/** The caller of an import: the signal ends when the client closes the connection early. */
export function importCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): ImportCaller {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const locale: Locale = requestLocale(request);
  return { userId, locale, signal: controller.signal, log: request.log };
}
