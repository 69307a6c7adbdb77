import { defineRoute } from '@slidecraft/contract';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';
import { serve } from './route.js';

/**
 * An alias path of an entry whose input arrives elsewhere on it: the entry reads `id` from the
 * query, the alias carries it as a path parameter (`/records/:id`), or in the body on POST.
 */
const record = defineRoute({
  method: 'GET',
  path: '/api/records',
  aliases: [
    { path: '/api/records/:id', input: { id: 'params' } },
    { path: '/api/records/find', method: 'POST', input: { id: 'body' } },
    { path: '/api/record' },
  ],
  access: 'public',
  tags: ['test'],
  summary: 'A record by its id',
  query: z.object({ id: z.string().regex(/^r\d+$/), full: z.enum(['0', '1']).optional() }),
  response: z.object({ id: z.string(), full: z.boolean() }),
  errors: [],
});

let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start() {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  serve(app, record, ({ query }) => ({ id: query.id, full: query.full === '1' }));
  await app.ready();
  return app;
}

describe('serve: alias paths', () => {
  it('answers the entry own path from the query', async () => {
    const res = await (await start()).inject({ url: '/api/records?id=r7&full=1' });
    expect(res.json()).toMatchObject({ code: 200, data: { id: 'r7', full: true } });
  });

  it('moves a path parameter of the alias into the query the entry reads', async () => {
    const res = await (await start()).inject({ url: '/api/records/r42?full=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { id: 'r42', full: true } });
  });

  it('moves a body field of a POST alias into the query', async () => {
    const res = await (
      await start()
    ).inject({
      method: 'POST',
      url: '/api/records/find',
      payload: { id: 'r9' },
    });
    expect(res.json()).toMatchObject({ code: 200, data: { id: 'r9', full: false } });
  });

  it("checks a moved field with the entry's own schema", async () => {
    const res = await (await start()).inject({ url: '/api/records/not-an-id' });
    expect(res.statusCode).toBe(400);
  });

  it('serves an alias without moves with the same input as the entry', async () => {
    const res = await (await start()).inject({ url: '/api/record?id=r1' });
    expect(res.json()).toMatchObject({ data: { id: 'r1', full: false } });
  });
});
