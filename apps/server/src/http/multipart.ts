import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '@slidecraft/contract';

/** Caps of every multipart form's part headers (names of our fields are short). */
export const PART_HEADER_LIMITS = { fieldNameSize: 64, headerPairs: 50 } as const;

/** 5000 with a detail the client may see: what is wrong with the form it sent. */
export const badPart = (detail: string) =>
  new AppError(ErrorCode.PARAMS_ERROR, detail, { expose: true });

/** 5000 for a part the route does not take; a file part's stream is drained first. */
export function unexpectedPart(part: Multipart): AppError {
  if (part.type === 'file') part.file.resume();
  return badPart(`unexpected part ${part.fieldname}`);
}

/**
 * Hands each part of a multipart body to `onPart`, in order. An AppError thrown by `onPart`
 * passes through; a file over the size cap of the multipart registration is `tooLarge()`;
 * anything else is the client's body (busboy: truncated data, bad boundaries, too many parts),
 * since only parsing happens in here: logged, then 5000 `malformed form data`.
 */
export async function readParts(
  request: FastifyRequest,
  onPart: (part: Multipart) => Promise<void> | void,
  tooLarge: () => AppError,
): Promise<void> {
  try {
    for await (const part of request.parts()) await onPart(part);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    request.log.info({ err: code || (error as Error).message }, 'bad multipart body');
    throw badPart('malformed form data');
  }
}
