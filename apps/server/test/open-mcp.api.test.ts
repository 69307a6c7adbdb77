import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv } from './helper.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let env: TestEnv;
let app: FastifyInstance;
let baseUrl: string;
let token: string;
let key: string;

/** A key of its own for each way in: each key has its own calls a minute. */
async function newKey(name: string): Promise<string> {
  const made = await call<{ key: string }>(app, {
    method: 'POST',
    url: '/api/open/keys',
    headers: auth(token),
    payload: { name },
  });
  return made.body.data.key;
}

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  token = (await buildUserWithId(app, 3600)).token;
  key = await newKey('mcp over http');
});
afterAll(() => env.dispose());

type ToolAnswer = {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
};

async function connect(transport: Transport): Promise<Client> {
  const client = new Client({ name: 'slidecraft-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** Topic to downloaded PPTX through the tools, as an agent would go. */
async function topicToPptx(client: Client) {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual([
    'create_deck',
    'export_deck',
    'get_deck',
    'list_themes',
    'restyle_deck',
  ]);
  for (const tool of tools) {
    expect(tool.description!.length).toBeGreaterThan(40);
    expect(tool.inputSchema.type).toBe('object');
  }
  const themes = (await client.callTool({ name: 'list_themes', arguments: {} })) as ToolAnswer;
  const list = themes.structuredContent!.themes as { id: string }[];
  expect(list.length).toBeGreaterThanOrEqual(18);

  const created = (await client.callTool({
    name: 'create_deck',
    arguments: { topic: '客户成功团队季度汇报', themeId: list[1]!.id },
  })) as ToolAnswer;
  expect(created.isError).toBeFalsy();
  const deckId = created.structuredContent!.deckId as string;
  let deck: Record<string, unknown> = {};
  for (let i = 0; i < 300; i++) {
    deck = ((await client.callTool({ name: 'get_deck', arguments: { deckId } })) as ToolAnswer)
      .structuredContent!;
    if (deck.status !== 'pending') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(deck).toMatchObject({ deckId, status: 'completed', themeId: list[1]!.id });
  expect(String(deck.outline)).toMatch(/^# /);

  const restyled = (await client.callTool({
    name: 'restyle_deck',
    arguments: { deckId, themeId: list[2]!.id },
  })) as ToolAnswer;
  expect(restyled.structuredContent!.themeId).toBe(list[2]!.id);

  const exported = (await client.callTool({
    name: 'export_deck',
    arguments: { deckId, format: 'pptx' },
  })) as ToolAnswer;
  expect(exported.isError).toBeFalsy();
  const url = exported.structuredContent!.url as string;
  expect(url.startsWith(baseUrl)).toBe(true);
  const file = await fetch(url);
  expect(file.status).toBe(200);
  const bytes = Buffer.from(await file.arrayBuffer());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

  const unknown = (await client.callTool({
    name: 'get_deck',
    arguments: { deckId: '00000000-0000-4000-8000-000000000000' },
  })) as ToolAnswer;
  expect(unknown.isError).toBe(true);
  expect(unknown.content[0]!.text).toContain('请求的资源不存在');
}

describe('the MCP server', () => {
  it('makes a deck from a topic and downloads its PPTX over Streamable HTTP', async () => {
    const client = await connect(
      new StreamableHTTPClientTransport(new URL('/api/mcp', baseUrl), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    );
    try {
      await topicToPptx(client);
    } finally {
      await client.close();
    }
  });

  it('refuses a call without a key (HTTP 401) and answers GET with 405', async () => {
    const res = await fetch(new URL('/api/mcp', baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(401);
    const get = await fetch(new URL('/api/mcp', baseUrl), { headers: auth(key) });
    expect(get.status).toBe(405);
  });

  it('does the same over stdio (npm run mcp) against the REST API', async () => {
    const client = await connect(
      new StdioClientTransport({
        command: 'npm',
        // What a desktop client's configuration runs (docs/api.md); npm's banner is stdout too, so
        // the configuration passes --silent (the server survives without it, see below).
        args: ['run', '--silent', 'mcp'],
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          SLIDECRAFT_URL: baseUrl,
          SLIDECRAFT_API_KEY: await newKey('mcp over stdio'),
        },
        stderr: 'pipe',
      }),
    );
    try {
      await topicToPptx(client);
    } finally {
      await client.close();
    }
  }, 120_000);
});
