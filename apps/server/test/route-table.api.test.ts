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

describe('the route table', () => {
  let env: TestEnv;
  let app: FastifyInstance;

  beforeAll(async () => {
    env = await createTestEnv();
    app = await env.start();
  });
  afterAll(() => env.dispose());

  it('has a handler for every path of every entry', () => {
    const entries = tableEntries();
    expect(entries.length).toBeGreaterThan(0);
    const missing = entries.flatMap(([name, entry]) =>
      routePaths(entry)
        .filter(({ method, path }) => !app.hasRoute({ method, url: path }))
        .map(({ method, path }) => `${name}: ${method} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('documents every path with its error codes in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<string, Record<string, { summary?: string; description?: string }>>;
    }>();
    const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const gaps = tableEntries().flatMap(([name, entry]) =>
      routePaths(entry).flatMap(({ method, path }) => {
        const operation = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
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
