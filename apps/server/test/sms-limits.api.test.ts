import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import {
  advanceClock,
  call,
  createTestEnv,
  latestSmsCode,
  requestSmsCode,
  uniqueIp,
  uniquePhone,
  type TestEnv,
} from './helper.js';

// --- SMS limits at their boundaries --------------------------------------------------------

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());
afterEach(() => vi.useRealTimers());

describe('SMS sending limits', () => {
  it('allows a phone 10 codes a day and refuses the 11th with 5427', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    for (let i = 1; i <= 10; i++) {
      // 21 minutes apart: never more than 3 in an hour, never within 60 s.
      expect((await requestSmsCode(app, phone, ip)).body.code, `send ${i}`).toBe(200);
      advanceClock(21 * 60_000);
    }
    expect((await requestSmsCode(app, phone, ip)).body.code).toBe(5427);
  });

  it('allows an IP 30 codes an hour (over many phones) and refuses the 31st with 5427', async () => {
    const ip = uniqueIp();
    for (let i = 1; i <= 30; i++) {
      expect((await requestSmsCode(app, uniquePhone(), ip)).body.code, `send ${i}`).toBe(200);
    }
    expect((await requestSmsCode(app, uniquePhone(), ip)).body.code).toBe(5427);
    // Another address is not affected.
    expect((await requestSmsCode(app, uniquePhone(), uniqueIp())).body.code).toBe(200);
  });
});

describe('SMS codes in logs', () => {
  it('are logged at info level only by the dev provider, which production refuses', async () => {
    const lines: string[] = [];
    const logged = await createTestEnv({
      env: { LOG_LEVEL: 'info' },
      build: { logStream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const server = await logged.start();
      const phone = uniquePhone();
      expect((await requestSmsCode(server, phone, uniqueIp())).body.code).toBe(200);
      const code = await latestSmsCode(server, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      await call(server, {
        method: 'POST',
        url: '/api/login/phone',
        payload: { phone, code: wrong },
      });
      await call(server, { method: 'POST', url: '/api/login/phone', payload: { phone, code } });
      const withCode = lines.filter((line) => line.includes(code));
      expect(lines.length).toBeGreaterThan(3);
      expect(withCode.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
        'dev sms sent',
      ]);
    } finally {
      await logged.dispose();
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'dev', APP_SECRET: 'x'.repeat(40) }),
    ).toThrow(ConfigError);
  });
});
