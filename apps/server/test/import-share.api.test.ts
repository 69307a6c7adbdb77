import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult, ParseResult } from '@slidecraft/contract';
import { auth, call, createTestEnv, type TestEnv } from './helper.js';
import { importClient } from './import-client.js';
import { startFakeMubu, type FakeMubu } from './import-share-fake.js';

let env: TestEnv;
let app: FastifyInstance;
let mubu: FakeMubu;

beforeAll(async () => {
  mubu = await startFakeMubu();
  env = await createTestEnv({ build: { shareTransport: mubu.transport } });
  app = await env.start();
});

afterAll(async () => {
  await env.dispose();
  await mubu.close();
});

const { post, importLink, freshUser } = importClient(() => app);

describe('Mubu share links', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshUser();
  });

  const expected = [
    '# 2025 战略',
    '## 市场分析',
    '* 规模 & 增速',
    '* 竞争格局',
    '* 三家头部企业',
    '## 行动计划',
    '* 第一季度',
    '* 第二季度',
    '',
  ].join('\n');

  it('imports a share link through the form field and the JSON call', async () => {
    const viaForm = await importLink(token, 'https://mubu.com/doc/jsonDoc1?from=share#top');
    expect(viaForm.body).toEqual({
      code: 200,
      message: '成功',
      data: { source: 'mubu', outline: expected },
    });
    const viaJson = await call<ImportResult>(app, {
      method: 'POST',
      url: '/api/ai/outline/mubu/import',
      payload: { shareLink: 'https://www.mubu.com/doc/htmlDoc1' },
      headers: auth(token),
    });
    expect(viaJson.body.data.outline).toBe(expected.replace('2025 战略', '季度复盘'));
  });

  it('follows a redirect between the service hosts only', async () => {
    mubu.requests.length = 0;
    expect((await importLink(token, 'https://mubu.com/doc/hopDoc1')).body.code).toBe(200);
    expect(mubu.requests).toEqual(['mubu.com/doc/hopDoc1', 'www.mubu.com/doc/jsonDoc1']);

    mubu.requests.length = 0;
    const evil = await importLink(token, 'https://mubu.com/doc/evilHop1');
    expect(evil.body).toMatchObject({
      code: 5409,
      message: '思维导图链接无效: 仅支持幕布的 https 分享链接',
    });
    expect((await importLink(token, 'https://mubu.com/doc/httpHop1')).body.code).toBe(5409);
    expect((await importLink(token, 'https://mubu.com/doc/loopHop1')).body.code).toBe(5409);
    expect(mubu.requests.some((r) => r.startsWith('evil'))).toBe(false);
  });

  it('refuses links off the allowlist before any request (5409)', async () => {
    mubu.requests.length = 0;
    for (const link of [
      'http://mubu.com/doc/jsonDoc1',
      'https://evil.example.com/doc/jsonDoc1',
      'https://mubu.com.evil.example/doc/jsonDoc1',
      'https://127.0.0.1/doc/jsonDoc1',
      'https://[::1]/doc/jsonDoc1',
      'https://2130706433/doc/jsonDoc1',
      'https://user:pass@mubu.com/doc/jsonDoc1',
      'https://mubu.com:8443/doc/jsonDoc1',
      'https://mubu.com/app/edit/jsonDoc1',
      'file:///etc/passwd',
      'not a link',
    ]) {
      expect((await importLink(token, link)).body.code, link).toBe(5409);
    }
    expect(mubu.requests).toEqual([]);
  });

  it('maps a missing share to 5428, a page without a document to 5429, the rest to 5409', async () => {
    expect((await importLink(token, 'https://mubu.com/doc/goneDoc1')).body.code).toBe(5428);
    expect((await importLink(token, 'https://mubu.com/doc/privateDoc1')).body.code).toBe(5429);
    expect((await importLink(token, 'https://mubu.com/doc/errorDoc1')).body.code).toBe(5409);
    const huge = await importLink(token, 'https://mubu.com/doc/hugeDoc1');
    expect(huge.body).toMatchObject({ code: 5409, message: '思维导图链接无效: 无法读取分享链接' });
  });

  it('answers 5406 for a deep map and parses it for the fallback', async () => {
    expect((await importLink(token, 'https://mubu.com/doc/deepDoc1')).body.code).toBe(5406);
    const parsed = await post<ParseResult>('/api/ai/outline/parse', token, [
      { name: 'url', value: 'https://mubu.com/doc/deepDoc1' },
    ]);
    expect(parsed.body.data).toEqual({
      source: 'mubu',
      title: '深层',
      text: '# 深层\n## A\n### B\n#### C\n##### D\n* E\n',
    });
  });
});
