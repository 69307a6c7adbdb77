import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const CONTENT_TYPES: Record<string, string> = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
  png: 'image/png',
};

/** RFC 5987 value characters: encodeURIComponent leaves `'()*` as they are, which it must not. */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `attachment` with the name for every browser: `filename*` (RFC 5987, UTF-8) and a plain
 * `filename` for old clients, the name itself when it is printable ASCII (download.<ext>
 * otherwise).
 */
export function attachmentDisposition(fileName: string, extension: string): string {
  const plain = /^[\x20-\x7e]+$/.test(fileName) && !/["\\%]/.test(fileName);
  const fallback = plain ? fileName : `download.${extension}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${extValue(fileName)}`;
}

/** Sends a stored file as a download named `fileName`, of the type its extension says. */
export function sendDownload(
  reply: FastifyReply,
  file: { stream: Readable; size: number },
  fileName: string,
  extension = fileName.split('.').pop() ?? '',
): FastifyReply {
  return reply
    .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', attachmentDisposition(fileName, extension))
    .send(file.stream);
}

/**
 * Sends a stored picture to be shown inline, as an inert file: the type it is stored as, no
 * sniffing, and a policy that sandboxes it when opened on its own.
 */
export function sendPicture(
  reply: FastifyReply,
  file: { stream: Readable; size: number; mime: string },
  cacheControl: string,
): FastifyReply {
  return reply
    .header('content-type', file.mime)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cacheControl)
    .send(file.stream);
}
