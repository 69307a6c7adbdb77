import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ImportResult } from '@slidecraft/contract';
import type { BuildOptions } from '../src/app.js';
import { auth, buildUser, call, createTestEnv, type TestEnv } from './helper.js';
import { multipart } from './import-fixtures.js';

type Part = Parameters<typeof multipart>[0][number];

/**
 * The import calls as the tests make them (multipart, as the web app sends), on the app that
 * `app()` returns at call time (test files build theirs in beforeAll).
 */
export function importClient(app: () => FastifyInstance) {
  function post<T>(
    url: string,
    token: string,
    parts: Part[],
    headers: Record<string, string> = {},
  ) {
    const form = multipart(parts);
    return call<T>(app(), {
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, ...auth(token), ...headers },
    });
  }
  return {
    post,
    importFile: (token: string, filename: string, content: Buffer | string, locale?: string) =>
      post<ImportResult>('/api/ai/outline/import', token, [{ name: 'file', filename, content }], {
        ...(locale ? { 'app-language': locale } : {}),
      }),
    importLink: (token: string, link: string) =>
      post<ImportResult>('/api/ai/outline/import', token, [{ name: 'mubuShareLink', value: link }]),
    /** A user per group of imports, so that the daily count is only under test where it is meant to be. */
    freshUser: async () => (await buildUser(app())).token,
  };
}

/** The answer is this outline (one line per entry) from this source type. */
export function expectOutline(
  res: { body: { code: number; data: unknown } },
  source: string,
  lines: string[],
) {
  expect(res.body).toMatchObject({ code: 200, data: { source, outline: `${lines.join('\n')}\n` } });
}

/** An app for the file's tests (built in beforeAll, disposed in afterAll) and its import calls. */
export function importTestApp(build?: BuildOptions) {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv(build ? { build } : {});
    app = await env.start();
  });
  afterAll(async () => {
    await env.dispose();
  });
  return { app: () => app, ...importClient(() => app) };
}
