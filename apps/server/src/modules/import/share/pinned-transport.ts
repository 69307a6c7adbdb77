import { promises as dns, type LookupAddress } from 'node:dns';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy.js';

/** One HTTP response of a share fetch: status, redirect target, type and a body to read. */
export interface ShareResponse {
  status: number;
  location: string | undefined;
  contentType: string;
  body: AsyncIterable<Uint8Array>;
  /** Drops the connection (the body is not wanted, or it grew past the cap). */
  close(): void;
}

/** Sends one GET (never following redirects). Tests inject their own. */
export type ShareTransport = (url: URL, options: { signal: AbortSignal }) => Promise<ShareResponse>;

/** `dns.promises.lookup` with `all: true`, or a stand-in in tests. */
export type Resolver = (
  hostname: string,
  options: { all: true; family: number },
) => Promise<LookupAddress[]>;

/** A host resolved to an address we never connect to. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

/**
 * A `lookup` for sockets that resolves the name and refuses the connection unless every address
 * is public. The socket connects to exactly what this returns, so a name that resolves
 * differently a second time (DNS rebinding) is checked again at that moment.
 */
export function guardedLookup(resolver: Resolver = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname, { all: true, family: Number(options.family ?? 0) || 0 }).then(
      (addresses) => {
        if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
          callback(new RefusedAddressError(`${hostname} resolves to a non-public address`), '');
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/**
 * The production transport: HTTPS only, a fresh socket per request (no pooled connection to an
 * address checked earlier), the guarded lookup for names and the same check for IP literals
 * (sockets skip `lookup` for those), no redirects followed here.
 */
export function pinnedHttpsTransport(resolver?: Resolver): ShareTransport {
  const lookup = guardedLookup(resolver);
  return (url, { signal }) =>
    new Promise<ShareResponse>((resolve, reject) => {
      if (url.protocol !== 'https:') return reject(new RefusedAddressError('not https'));
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(literal) && !isPublicAddress(literal))
        return reject(new RefusedAddressError('non-public address literal'));
      const request = https.request(
        url,
        {
          method: 'GET',
          agent: false,
          lookup,
          signal,
          headers: {
            accept: 'text/html,application/json;q=0.9',
            'accept-encoding': 'identity',
            'user-agent': 'SlideCraft-Import/1.0',
          },
        },
        (response) =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            contentType: response.headers['content-type'] ?? '',
            body: response,
            close: () => response.destroy(),
          }),
      );
      request.on('error', reject);
      request.end();
    });
}
