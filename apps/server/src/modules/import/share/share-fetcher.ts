import { AppError, ErrorCode } from '@slidecraft/contract';
import { refuse } from '../limits.js';
import type { ShareResponse, ShareTransport } from './pinned-transport.js';
import { isAllowedShareUrl } from './share-link.js';

export interface ShareFetchLimits {
  bytes: number;
  timeoutMs: number;
  redirects: number;
}

/** Caps of one share-page fetch (docs/decisions.md, "Outline imports"). */
export const SHARE_FETCH_LIMITS: Readonly<ShareFetchLimits> = {
  bytes: 5 * 1024 * 1024,
  timeoutMs: 10_000,
  redirects: 3,
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface SharePage {
  url: URL;
  contentType: string;
  body: string;
}

const unreachable = () => refuse('linkUnreachable', ErrorCode.MINDMAP_LINK_ERROR);

async function readCapped(response: ShareResponse, max: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.length;
    if (total > max) {
      response.close();
      throw unreachable();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches a share page: 10 s in all, 5 MB at most, up to 3 redirects and only to allowed
 * hosts over HTTPS (each hop checked again by the transport's address guard). 404 / 410 is
 * 5428 (no such share); any other failure, a refused address included, is 5409.
 */
export class ShareFetcher {
  constructor(
    private readonly transport: ShareTransport,
    private readonly limits: Readonly<ShareFetchLimits> = SHARE_FETCH_LIMITS,
  ) {}

  async fetchPage(link: URL, signal: AbortSignal): Promise<SharePage> {
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(this.limits.timeoutMs)]);
    let url = link;
    try {
      for (let hop = 0; ; hop++) {
        const response = await this.transport(url, { signal: deadline });
        if (REDIRECTS.has(response.status)) {
          response.close();
          if (hop >= this.limits.redirects || !response.location) throw unreachable();
          const next = new URL(response.location, url);
          if (!isAllowedShareUrl(next)) throw refuse('linkHost', ErrorCode.MINDMAP_LINK_ERROR);
          url = next;
          continue;
        }
        if (response.status === 404 || response.status === 410) {
          response.close();
          throw new AppError(ErrorCode.SHARE_LINK_NOT_FOUND, `share page ${response.status}`);
        }
        if (response.status !== 200) {
          response.close();
          throw unreachable();
        }
        const body = await readCapped(response, this.limits.bytes);
        return { url, contentType: response.contentType, body: body.toString('utf8') };
      }
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof AppError) throw error;
      // Refused addresses, DNS failures, resets, TLS errors and the timeout alike.
      throw unreachable();
    }
  }
}
