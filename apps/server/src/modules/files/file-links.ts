import { DOWNLOAD_LINK_TTL_SECONDS, attachmentsApi, filesApi, pathOf } from '@slidecraft/contract';
import { hmac, safeEqual } from '../../security/hash.js';

/**
 * Short-lived signed links to stored files. Only a route that has checked ownership creates
 * one; the browser then follows it without any header, and it stops working at `exp`.
 */
export class FileLinkSigner {
  constructor(private readonly secret: string) {}

  private signature(key: string, exp: number, name: string): string {
    return hmac(this.secret, `file|${key}|${exp}|${name}`);
  }

  sign(key: string, name: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
    const exp = nowSeconds + DOWNLOAD_LINK_TTL_SECONDS;
    const query = new URLSearchParams({
      exp: String(exp),
      name,
      sig: this.signature(key, exp, name),
    });
    return `${pathOf(filesApi.signedFile.path, { '*': key })}?${query.toString()}`;
  }

  verify(
    key: string,
    exp: number,
    name: string,
    sig: string,
    nowSeconds = Math.floor(Date.now() / 1000),
  ): boolean {
    return exp > nowSeconds && safeEqual(sig, this.signature(key, exp, name));
  }

  /** Attachment links sign another message than file links, so neither passes for the other. */
  private attachmentSignature(id: string, exp: number): string {
    return hmac(this.secret, `attachment|${id}|${exp}`);
  }

  /** A link to an attachment (a deck's picture) that works until `exp`, for <img> tags. */
  signAttachment(id: string, exp: number): string {
    const query = new URLSearchParams({ exp: String(exp), sig: this.attachmentSignature(id, exp) });
    return `${pathOf(attachmentsApi.file.path, { id })}?${query.toString()}`;
  }

  verifyAttachment(
    id: string,
    exp: number,
    sig: string,
    nowSeconds = Math.floor(Date.now() / 1000),
  ): boolean {
    return exp > nowSeconds && safeEqual(sig, this.attachmentSignature(id, exp));
  }
}
