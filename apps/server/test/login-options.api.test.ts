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
      data: { wechatQr: true, huawei: false, captcha: 'builtin' },
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
    for (const request of [
      { method: 'GET' as const, url: '/api/getTemporaryQrcode', query: { purpose: 'login' } },
      { method: 'GET' as const, url: '/api/login/qrcode/status', query: { topic: 'a'.repeat(32) } },
      { method: 'GET' as const, url: '/api/login/mobile-wechat', query: { callback: '/' } },
      {
        method: 'POST' as const,
        url: '/api/login/mobile-wechat',
        payload: { code: 'abc', state: 'a'.repeat(32) },
      },
    ]) {
      const res = await call(app, request);
      expect(res.status, request.url).toBe(200);
      expect(res.body.code, request.url).toBe(ErrorCode.UNSUPPORTED_ACCOUNT);
    }
    // Phone login still works.
    const sms = await call(app, { method: 'GET', url: '/api/captcha' });
    expect(sms.body.code).toBe(200);
  });
});
