import { describe, expect, it } from 'vitest';
import { AppError } from '@slidecraft/contract';
import type { ShareResponse, ShareTransport } from './pinned-transport.js';
import { ShareFetcher, SHARE_FETCH_LIMITS } from './share-fetcher.js';
import { parseShareLink } from './share-link.js';

const link = new URL('https://mubu.com/doc/abcd');
const signal = new AbortController().signal;

function response(
  status: number,
  body: string | Uint8Array[] = '',
  location?: string,
): ShareResponse {
  const chunks = typeof body === 'string' ? [new TextEncoder().encode(body)] : body;
  return {
    status,
    location,
    contentType: 'text/html',
    body: (async function* () {
      yield* chunks;
    })(),
    close: () => undefined,
  };
}

async function codeOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.code;
  }
}

describe('share fetcher', () => {
  it('gives up after the timeout (5409) and aborts the request', async () => {
    let aborted = false;
    const hang: ShareTransport = (_url, { signal: s }) =>
      new Promise((_, reject) =>
        s.addEventListener('abort', () => {
          aborted = true;
          reject(s.reason);
        }),
      );
    const fetcher = new ShareFetcher(hang, { ...SHARE_FETCH_LIMITS, timeoutMs: 50 });
    expect(await codeOf(fetcher.fetchPage(link, signal))).toBe(5409);
    expect(aborted).toBe(true);
  });

  it('stops reading past the size cap (5409)', async () => {
    let closed = false;
    const big: ShareTransport = async () => ({
      ...response(
        200,
        Array.from({ length: 20 }, () => new Uint8Array(1024)),
      ),
      close: () => {
        closed = true;
      },
    });
    const fetcher = new ShareFetcher(big, { ...SHARE_FETCH_LIMITS, bytes: 10 * 1024 });
    expect(await codeOf(fetcher.fetchPage(link, signal))).toBe(5409);
    expect(closed).toBe(true);
  });

  it('follows at most three redirects, each to an allowed host', async () => {
    const hops: string[] = [];
    const chain: ShareTransport = async (url) => {
      hops.push(url.href);
      return response(302, '', `https://www.mubu.com/doc/hop${hops.length}`);
    };
    expect(await codeOf(new ShareFetcher(chain).fetchPage(link, signal))).toBe(5409);
    expect(hops).toHaveLength(4);
  });

  it('turns transport failures (refused address, reset, TLS) into 5409', async () => {
    const failing: ShareTransport = async () => {
      throw new Error('ECONNRESET');
    };
    expect(await codeOf(new ShareFetcher(failing).fetchPage(link, signal))).toBe(5409);
  });

  it('passes the caller abort on as it is (the client went away: no answer is sent)', async () => {
    const controller = new AbortController();
    const hang: ShareTransport = (_url, { signal: s }) =>
      new Promise((_, reject) => s.addEventListener('abort', () => reject(s.reason)));
    const pending = new ShareFetcher(hang).fetchPage(link, controller.signal);
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(AppError);
  });
});

describe('share links', () => {
  it('keeps the canonical form of an allowed link', () => {
    expect(parseShareLink('  https://mubu.com/doc/5Ls1Xt1_a-?from=wx#m  ').href).toBe(
      'https://mubu.com/doc/5Ls1Xt1_a-',
    );
    expect(parseShareLink('https://WWW.MUBU.COM/doc/abcd/').href).toBe(
      'https://www.mubu.com/doc/abcd',
    );
  });

  it.each([
    'http://mubu.com/doc/abcd',
    'https://mubu.com./doc/abcd',
    'https://mubu.com@evil.example/doc/abcd',
    'https://evil.example/?u=https://mubu.com/doc/abcd',
    'https://xn--mubu-9ra.com/doc/abcd',
    'https://mubu.com/doc/../admin',
    'https://mubu.com/doc/ab',
    'javascript:alert(1)',
    `https://mubu.com/doc/${'a'.repeat(65)}`,
  ])('refuses %s with 5409', (raw) => {
    expect(() => parseShareLink(raw)).toThrow(expect.objectContaining({ code: 5409 }));
  });
});
