import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@slidecraft/contract';
import { call, createTestEnv, type TestEnv } from './helper.js';

let env: TestEnv | undefined;
afterEach(async () => {
  await env?.dispose();
  env = undefined;
});

async function start(vars: Record<string, string> = {}) {
  env = await createTestEnv({ env: vars });
  return env.start();
}

describe('login options', () => {
  it('offer WeChat QR login and the image captcha on the embedded defaults', async () => {
    const app = await start();
    const res = await call(app, { method: 'GET', url: '/api/login/options' });
    expect(res.body).toMatchObject({
      code: 200,
      data: { wechatQr: true, huawei: false, captcha: 'builtin', email: true },
    });
    const captcha = await call(app, { method: 'GET', url: '/api/captcha' });
    expect(captcha.body.data).toMatchObject({ provider: 'builtin' });
  });

  it('with WECHAT_LOGIN_PROVIDER=off say so, and every WeChat login call answers 5102', async () => {
    const app = await start({ WECHAT_LOGIN_PROVIDER: 'off' });
    const options = await call<{ wechatQr: boolean }>(app, {
      method: 'GET',
      url: '/api/login/options',
    });
    expect(options.body.data.wechatQr).toBe(false);
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/getTemporaryQrcode', query: { purpose: 'login' } },
      { method: 'GET', url: '/api/login/qrcode/status', query: { topic: 'a'.repeat(32) } },
      { method: 'GET', url: '/api/login/mobile-wechat', query: { callback: '/' } },
      {
        method: 'POST',
        url: '/api/login/mobile-wechat',
        payload: { code: 'abc', state: 'a'.repeat(32) },
      },
    ];
    for (const request of calls) {
      const res = await call(app, request);
      expect(res.status, String(request.url)).toBe(200);
      expect(res.body.code, String(request.url)).toBe(ErrorCode.UNSUPPORTED_ACCOUNT);
    }
    // Phone login still works.
    const sms = await call(app, { method: 'GET', url: '/api/captcha' });
    expect(sms.body.code).toBe(200);
  });
});
