import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { loopbackShareTransport } from '../src/modules/import/share/dev-transport.js';
import type { ShareTransport } from '../src/modules/import/share/pinned-transport.js';

/**
 * A stand-in for the mind-map service: a plain-HTTP server on loopback, reached through an
 * injected transport that maps `https://<allowed host>/doc/<id>` to it (tests have no internet,
 * and the real transport refuses loopback by design). Every request is recorded.
 */
export interface FakeMubu {
  /** The value for DEV_SHARE_ORIGIN. */
  origin: string;
  transport: ShareTransport;
  /** host + path of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

const definition = {
  nodes: [
    {
      text: '<span>市场分析</span>',
      children: [
        { text: '<b>规模</b> &amp; 增速', children: [] },
        { text: '竞争格局', note: '<p>三家头部企业</p>', children: [] },
      ],
    },
    { text: '行动计划', children: [{ text: '第一季度' }, { text: '第二季度' }] },
  ],
};

/** Five levels under the title: refused with 5406 (and parsed for the fallback). */
const deep = {
  nodes: [
    {
      text: 'A',
      children: [
        {
          text: 'B',
          children: [{ text: 'C', children: [{ text: 'D', children: [{ text: 'E' }] }] }],
        },
      ],
    },
  ],
};

function page(res: http.ServerResponse, status: number, type: string, body: string, headers = {}) {
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(body);
}

export async function startFakeMubu(port = 0): Promise<FakeMubu> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const host = url.searchParams.get('host') ?? '';
    requests.push(`${host}${url.pathname}`);
    switch (url.pathname) {
      case '/doc/jsonDoc1':
        return page(
          res,
          200,
          'application/json',
          JSON.stringify({ data: { name: '2025 战略', definition: JSON.stringify(definition) } }),
        );
      case '/doc/htmlDoc1':
        return page(
          res,
          200,
          'text/html; charset=utf-8',
          `<html><head><title>季度复盘 - 幕布</title></head><body><script>window.__DATA__ = ${JSON.stringify(
            { doc: { definition: JSON.stringify(definition) } },
          )};</script></body></html>`,
        );
      case '/doc/deepDoc1':
        return page(
          res,
          200,
          'application/json',
          JSON.stringify({ name: '深层', definition: deep }),
        );
      case '/doc/goneDoc1':
        return page(res, 404, 'text/html', 'not found');
      case '/doc/privateDoc1':
        return page(
          res,
          200,
          'text/html',
          '<html><title>登录 - 幕布</title><body>请登录</body></html>',
        );
      case '/doc/hopDoc1':
        return page(res, 302, 'text/html', '', { location: 'https://www.mubu.com/doc/jsonDoc1' });
      case '/doc/evilHop1':
        return page(res, 302, 'text/html', '', {
          location: 'https://evil.example.com/doc/jsonDoc1',
        });
      case '/doc/httpHop1':
        return page(res, 301, 'text/html', '', { location: 'http://mubu.com/doc/jsonDoc1' });
      case '/doc/loopHop1':
        return page(res, 302, 'text/html', '', { location: '/doc/loopHop1' });
      case '/doc/hugeDoc1':
        return page(res, 200, 'text/html', 'x'.repeat(6 * 1024 * 1024));
      case '/doc/errorDoc1':
        return page(res, 500, 'text/html', 'boom');
      default:
        return page(res, 404, 'text/html', 'no route');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const transport = loopbackShareTransport(origin);

  return {
    origin,
    transport,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Run on its own (the e2e suite, a manual try): `... import-share-fake.ts [port]`. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startFakeMubu(Number(process.argv[2] ?? 0));
  console.log(`DEV_SHARE_ORIGIN=${fake.origin}`);
}
