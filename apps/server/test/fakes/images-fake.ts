import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A plain picture of the given format and side, as a provider would send. */
export const picture = (format: 'png' | 'jpeg' | 'webp', side = 512) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

export type ImagesMode =
  'b64' | 'url' | 'status-429' | 'status-500' | 'garbage' | 'tiny' | 'webp' | 'hang';

/**
 * A loopback OpenAI-compatible images API (POST /v1/images/generations): answers by `mode`,
 * records each request and counts those in flight.
 */
export async function startImagesApi() {
  const state = {
    mode: 'b64' as ImagesMode,
    requests: [] as { auth: string; body: Record<string, unknown> }[],
    inFlight: 0,
    maxInFlight: 0,
    delayMs: 0,
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', async () => {
      if (req.url === '/picture.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(await picture('png'));
        return;
      }
      state.requests.push({ auth: req.headers.authorization ?? '', body: JSON.parse(raw) });
      state.inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      const reply = (status: number, body: unknown) => {
        state.inFlight--;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (state.mode === 'hang') return;
      await new Promise((r) => setTimeout(r, state.delayMs));
      const port = (server.address() as AddressInfo).port;
      switch (state.mode) {
        case 'status-429':
          return reply(429, { error: { message: 'rate limited: upstream secret text' } });
        case 'status-500':
          return reply(500, { error: { message: 'boom' } });
        case 'url':
          return reply(200, { data: [{ url: `http://127.0.0.1:${port}/picture.png` }] });
        case 'garbage':
          return reply(200, {
            data: [{ b64_json: Buffer.from('not a picture').toString('base64') }],
          });
        case 'tiny':
          return reply(200, {
            data: [{ b64_json: (await picture('png', 64)).toString('base64') }],
          });
        case 'webp':
          return reply(200, { data: [{ b64_json: (await picture('webp')).toString('base64') }] });
        default:
          return reply(200, { data: [{ b64_json: (await picture('png')).toString('base64') }] });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
