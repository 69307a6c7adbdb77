import * as contract from '@slidecraft/contract';
import { routePaths, type RouteEntry } from '@slidecraft/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from './helper.js';

/** Every entry of the route table: each `xxxApi` namespace of the contract. */
function tableEntries(): [string, RouteEntry][] {
  return Object.entries(contract)
    .filter(([name]) => /^[a-z][A-Za-z]*Api$/.test(name))
    .flatMap(([domain, entries]) =>
      Object.entries(entries as Record<string, RouteEntry>).map(
        ([name, entry]) => [`${domain}.${name}`, entry] as [string, RouteEntry],
      ),
    );
}

/**
 * The entries registered only with the official WeChat provider and its WECHAT_TOKEN (the
 * Official Account's server URL): checked on a second app of that configuration.
 */
const OFFICIAL_WECHAT_ENTRIES = new Set(['authApi.wechatHandshake', 'authApi.wechatPush']);
const OFFICIAL_WECHAT_ENV = {
  WECHAT_LOGIN_PROVIDER: 'official',
  WECHAT_APP_ID: 'wx00112233445566aa',
  WECHAT_APP_SECRET: 'secret'.repeat(6),
  WECHAT_TOKEN: 'cbtoken42',
};

describe('the route table', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  let officialEnv: TestEnv;
  let officialApp: FastifyInstance;
  /** The app an entry is registered on. */
  const appOf = (name: string) => (OFFICIAL_WECHAT_ENTRIES.has(name) ? officialApp : app);

  beforeAll(async () => {
    env = await createTestEnv();
    app = await env.start();
    officialEnv = await createTestEnv({ env: OFFICIAL_WECHAT_ENV });
    officialApp = await officialEnv.start();
  });
  afterAll(async () => {
    await env.dispose();
    await officialEnv.dispose();
  });

  it('has a handler for every path of every entry', () => {
    const entries = tableEntries();
    expect(entries.length).toBeGreaterThan(0);
    const missing = entries.flatMap(([name, entry]) =>
      routePaths(entry)
        .filter(({ method, path }) => !appOf(name).hasRoute({ method, url: path }))
        .map(({ method, path }) => `${name}: ${method} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  /** A path with each parameter (and `*`) filled in: what a caller without a token sends. */
  const probe = (path: string) => path.replace(/:[A-Za-z_]\w*/g, 'x').replace(/\*$/, 'x');

  /** Entries a caller must be someone for: a session token ('user') or an API key ('key'). */
  const signedIn = (entry: RouteEntry) => entry.access === 'user' || entry.access === 'key';

  it("refuses a caller without a token on every path of a 'user' or 'key' entry (HTTP 401)", async () => {
    const open: string[] = [];
    for (const [name, entry] of tableEntries().filter(([, e]) => signedIn(e))) {
      for (const { method, path } of routePaths(entry)) {
        const res = await appOf(name).inject({ method, url: probe(path) });
        if (res.statusCode !== 401) open.push(`${name}: ${method} ${path} ${res.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  });

  /** Entries whose handler asks for other credentials: an SDK token, a provider's signature. */
  const OWN_CREDENTIALS = new Set([
    'channelApi.channelAuth',
    'payApi.wechatNotify',
    'payApi.alipayNotify',
  ]);

  it('lets a caller without a token reach every other entry (its answer is not a 401)', async () => {
    const closed: string[] = [];
    const others = tableEntries().filter(([name, e]) => !signedIn(e) && !OWN_CREDENTIALS.has(name));
    for (const [name, entry] of others) {
      for (const { method, path } of routePaths(entry)) {
        const res = await appOf(name).inject({ method, url: probe(path) });
        if (res.statusCode === 401) closed.push(`${name}: ${method} ${path}`);
      }
    }
    expect(closed).toEqual([]);
  });

  it('documents every path with its error codes in the OpenAPI document', async () => {
    type Doc = {
      paths: Record<string, Record<string, { summary?: string; description?: string }>>;
    };
    const docOf = async (of: FastifyInstance) =>
      (await of.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
    const doc = await docOf(app);
    const officialDoc = await docOf(officialApp);
    const openApiPath = (path: string) =>
      path.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*$/, '{*}');
    const gaps = tableEntries().flatMap(([name, entry]) =>
      routePaths(entry).flatMap(({ method, path }) => {
        const paths = (OFFICIAL_WECHAT_ENTRIES.has(name) ? officialDoc : doc).paths;
        const operation = paths[openApiPath(path)]?.[method.toLowerCase()];
        if (!operation) return [`${name}: ${method} ${path} not documented`];
        const absent = entry.errors.filter(
          (code) => !operation.description?.includes(String(code)),
        );
        return absent.length ? [`${name}: ${method} ${path} lacks ${absent.join(', ')}`] : [];
      }),
    );
    expect(gaps).toEqual([]);
    // The 223 paths of the document before the table (issue 30) are all still there.
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(223);
  });
});
