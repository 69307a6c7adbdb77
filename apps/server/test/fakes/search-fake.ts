import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page the fake answers with, in Bocha's shape (SearXNG's is derived from it). */
export interface FakePage {
  name: string;
  url: string;
  snippet: string;
  summary?: string;
  siteName?: string;
}

export type FakeBehaviour =
  | { kind: 'pages'; pages: FakePage[] }
  | { kind: 'refuse'; code: number }
  | { kind: 'http'; status: number }
  | { kind: 'slow'; ms: number };

export interface RecordedSearch {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

/**
 * A local stand-in for Bocha's Web Search API (POST /v1/web-search) and a SearXNG instance
 * (GET /search?format=json), started by a test: it records every request and answers as told.
 */
export async function startSearchFake() {
  let behaviour: FakeBehaviour = { kind: 'pages', pages: [] };
  const requests: RecordedSearch[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        authorization: req.headers.authorization,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const searxng = url.pathname === '/search';
      switch (behaviour.kind) {
        case 'slow':
          setTimeout(
            () => send(200, { code: 200, data: { webPages: { value: [] } } }),
            behaviour.ms,
          );
          return;
        case 'http':
          send(behaviour.status, { error: 'down' });
          return;
        case 'refuse':
          send(200, { code: behaviour.code, msg: 'insufficient balance', data: null });
          return;
        case 'pages':
          if (searxng) {
            send(200, {
              query: url.searchParams.get('q'),
              results: behaviour.pages.map((p) => ({
                title: p.name,
                url: p.url,
                content: p.snippet,
              })),
            });
          } else {
            send(200, { code: 200, msg: null, data: { webPages: { value: behaviour.pages } } });
          }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer(next: FakeBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
