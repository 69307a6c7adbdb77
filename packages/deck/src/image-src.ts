/**
 * How a deck names a picture: `attachment:<uuid>`, the id of an attachment stored with the
 * deck's record. Never a URL or a path, so a document can make no writer fetch or read anything
 * by itself: the writers get pictures only from the caller's ImageSource (images.ts), and the
 * server answers only attachments of the same record.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const ATTACHMENT_SRC = new RegExp(`^attachment:(${UUID})$`);

export const attachmentSrc = (id: string) => `attachment:${id}`;

/** The attachment id a src names, or null when it is not an attachment reference. */
export function attachmentIdOf(src: string): string | null {
  return ATTACHMENT_SRC.exec(src)?.[1] ?? null;
}
