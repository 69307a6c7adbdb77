import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@slidecraft/contract';
import { useOperatorWords } from '../src/modules/moderation/sensitive-filter.js';
import { startAliyunFake, type AliyunFake } from './fakes/aliyun-fake.js';
import { buildUser, createTestEnv, type TestEnv } from './helper.js';
import { importClient } from './import-client.js';
import { injectStream } from './sse-helpers.js';

const outline = (app: FastifyInstance, token: string, topic: string) =>
  injectStream(app, token, {
    method: 'POST',
    url: '/api/ai/chat/outline-section',
    payload: { topic },
  });

/** The code of a stream's last event (200 with done, or the refusal). */
const lastCode = (events: { code: number }[]) => events.at(-1)?.code;

describe('SENSITIVE_WORDS_FILE', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  let file: string;

  beforeAll(async () => {
    file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sc-rules-')), 'words.txt');
    await fs.writeFile(file, '# 运营方词表\n竞品甲\n');
    env = await createTestEnv({ env: { SENSITIVE_WORDS_FILE: file } });
    app = await env.start();
  });
  afterAll(async () => {
    await env.dispose();
    useOperatorWords([]);
  });

  it("refuses a topic with an operator's phrase (5401) and follows the file without a restart", async () => {
    const { token } = await buildUser(app);
    const refused = await outline(app, token, '竞品甲市场分析');
    expect(lastCode(refused.events)).toBe(ErrorCode.SENSITIVE_WORDS);
    expect(lastCode((await outline(app, token, '年度工作总结')).events)).toBe(200);

    await fs.writeFile(file, '内部代号乙\n');
    await expect
      .poll(async () => lastCode((await outline(app, token, '内部代号乙发布会')).events), {
        timeout: 8000,
        interval: 300,
      })
      .toBe(ErrorCode.SENSITIVE_WORDS);
    expect(lastCode((await outline(app, token, '竞品甲市场分析')).events)).toBe(200);
  });

  it('stops the start naming the variable when the file cannot be read', async () => {
    const broken = await createTestEnv({ env: { SENSITIVE_WORDS_FILE: '/nonexistent/words.txt' } });
    await expect(broken.start()).rejects.toThrow(/SENSITIVE_WORDS_FILE: cannot read/);
    await broken.dispose();
  });
});

describe('Aliyun text moderation', () => {
  let aliyun: AliyunFake;
  const envs: TestEnv[] = [];

  beforeAll(async () => {
    aliyun = await startAliyunFake();
    aliyun.blocked.add('违规话题丙');
  });
  afterEach(async () => {
    for (const env of envs.splice(0)) await env.dispose();
  });
  afterAll(() => aliyun.close());

  async function start(fail: 'open' | 'closed') {
    const env = await createTestEnv({
      env: {
        MODERATION_PROVIDER: 'aliyun',
        MODERATION_FAIL: fail,
        ALIYUN_ACCESS_KEY_ID: 'LTAI-test',
        ALIYUN_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_MODERATION_ENDPOINT: aliyun.url,
      },
    });
    envs.push(env);
    return env.start();
  }

  it('blocks a topic the service flags, and sends it the topic signed', async () => {
    const app = await start('closed');
    const { token } = await buildUser(app);
    const before = aliyun.requests.length;
    expect(lastCode((await outline(app, token, '关于违规话题丙的汇报')).events)).toBe(
      ErrorCode.SENSITIVE_WORDS,
    );
    const sent = aliyun.requests.slice(before).find((r) => r.action === 'TextModeration')!;
    expect(sent.headers.authorization).toMatch(/^ACS3-HMAC-SHA256 Credential=LTAI-test/);
    expect(JSON.parse(sent.params.ServiceParameters!)).toEqual({ content: '关于违规话题丙的汇报' });
    expect(lastCode((await outline(app, token, '年度工作总结')).events)).toBe(200);
  });

  it('checks imported text too', async () => {
    const app = await start('closed');
    const client = importClient(() => app);
    const token = await client.freshUser();
    const res = await client.importFile(token, 'notes.md', '# 违规话题丙\n\n## 第一章\n\n* 要点\n');
    expect(res.body.code).toBe(ErrorCode.SENSITIVE_WORDS);
  });

  it('fails closed with 5401 when the service is down, as the operator chose', async () => {
    const app = await start('closed');
    const { token } = await buildUser(app);
    aliyun.next('TextModeration', { kind: 'fail', code: 'InternalError', status: 500 });
    expect(lastCode((await outline(app, token, '年度工作总结')).events)).toBe(
      ErrorCode.SENSITIVE_WORDS,
    );
  });

  it('fails open with a logged warning when the operator chose open', async () => {
    const lines: string[] = [];
    const env = await createTestEnv({
      env: {
        MODERATION_PROVIDER: 'aliyun',
        MODERATION_FAIL: 'open',
        ALIYUN_ACCESS_KEY_ID: 'LTAI-test',
        ALIYUN_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_MODERATION_ENDPOINT: aliyun.url,
        LOG_LEVEL: 'warn',
      },
      build: { logStream: { write: (line) => void lines.push(line) } },
    });
    envs.push(env);
    const app = await env.start();
    const { token } = await buildUser(app);
    aliyun.next('TextModeration', { kind: 'fail', code: 'InternalError', status: 500 });
    expect(lastCode((await outline(app, token, '年度工作总结')).events)).toBe(200);
    expect(lines.some((line) => line.includes('moderation down: let through (open)'))).toBe(true);
  });
});
