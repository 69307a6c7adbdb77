import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A running server (another process) behind the `inject` the test helpers call: the helpers
 * written for in-process apps (`call`, `buildUser`, `createRecord`...) then drive real nodes over
 * HTTP. `remoteAddress` becomes X-Forwarded-For (the nodes trust loopback as their proxy).
 */
export function remoteApp(baseUrl: string): FastifyInstance {
  const inject = async (options: InjectOptions) => {
    const url = new URL(String(options.url), baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(options.headers ?? {})) {
      if (value !== undefined) headers[key] = String(value);
    }
    if (options.remoteAddress) headers['x-forwarded-for'] = options.remoteAddress;
    let body: string | Buffer | undefined;
    const payload = options.payload;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) body = payload;
    else if (payload !== undefined) {
      body = JSON.stringify(payload);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    const raw = Buffer.from(await res.arrayBuffer());
    const text = raw.toString('utf8');
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body: text,
      payload: text,
      rawPayload: raw,
      json: () => JSON.parse(text) as unknown,
    };
  };
  return { inject } as unknown as FastifyInstance;
}
