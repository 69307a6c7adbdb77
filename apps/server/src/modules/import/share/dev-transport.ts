import type { ShareResponse, ShareTransport } from './pinned-transport.js';

/**
 * The dev stand-in for the mind-map service (DEV_SHARE_ORIGIN, never with NODE_ENV=production):
 * a share link to an allowed host, `https://<host>/doc/<id>`, is fetched from a local server as
 * `<origin>/doc/<id>?host=<host>`, so the import by link can be tried and tested end to end
 * without the internet. The link checks before the fetch (HTTPS, allowed hosts) still apply.
 */
export function loopbackShareTransport(origin: string): ShareTransport {
  const base = new URL(origin);
  return async (url, { signal }) => {
    const target = new URL(url.pathname, base);
    target.searchParams.set('host', url.hostname);
    const response = await fetch(target, { signal, redirect: 'manual' });
    const body = response.body;
    return {
      status: response.status,
      location: response.headers.get('location') ?? undefined,
      contentType: response.headers.get('content-type') ?? '',
      body: body ?? (async function* () {})(),
      close: () => void body?.cancel().catch(() => undefined),
    } satisfies ShareResponse;
  };
}
