import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E } from '../servers.js';
import {
  failedStart,
  startFake,
  startProduction,
  stopAllProduction,
  type ProductionRun,
} from './production-server.js';

/**
 * A production start of the built server as an operator without a WeChat Official Account
 * would run it: real SMS SDKs (Aliyun, then Tencent) and Aliyun Captcha 2.0, each against a
 * local fake of its cloud API (apps/server/test/fakes), which records what the SDK sent.
 */
const ALIYUN = `http://127.0.0.1:${E2E.aliyunFakePort}`;
const TENCENT = `http://127.0.0.1:${E2E.tencentFakePort}`;
// Made as docs/deployment.md says (openssl rand -base64 48): production refuses placeholders.
const SECRET = '/DX9tPEmsxpgJSGlfIE4Av1KwtXLfGf/oEuxZMkMpPkbbODal+4ymDbEoWAYyhRt';

const COMMON = {
  APP_SECRET: SECRET,
  WECHAT_LOGIN_PROVIDER: 'off',
  CAPTCHA_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'LTAI-e2e',
  ALIYUN_ACCESS_KEY_SECRET: 'e2e-secret',
  ALIYUN_CAPTCHA_SCENE_ID: 'scene-e2e',
  ALIYUN_CAPTCHA_PREFIX: 'prefix-e2e',
  ALIYUN_CAPTCHA_ENDPOINT: ALIYUN,
};
const ALIYUN_SMS = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_SIGN_NAME: '灵感幻灯片',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
  ALIYUN_SMS_ENDPOINT: ALIYUN,
};
const TENCENT_SMS = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SECRET_ID: 'AKID-e2e',
  TENCENT_SECRET_KEY: 'e2e-key',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: '灵感幻灯片',
  TENCENT_SMS_TEMPLATE_ID: '100001',
  TENCENT_SMS_ENDPOINT: TENCENT,
};

interface Recorded {
  action: string;
  params: Record<string, string>;
}

/** The code the fake received for a phone: from Aliyun's TemplateParam or Tencent's set. */
async function sentCode(request: APIRequestContext, fake: string, national: string) {
  const records = (await (await request.get(`${fake}/__requests`)).json()) as Recorded[];
  const sms = records.filter(
    (r) =>
      r.action === 'SendSms' &&
      (r.params.PhoneNumbers === national || r.params.PhoneNumberSet === `+86${national}`),
  );
  const last = sms.at(-1)!.params;
  return last.TemplateParam
    ? (JSON.parse(last.TemplateParam) as { code: string }).code
    : last.TemplateParamSet!;
}

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'server starts, not a viewport: run once, on desktop');

let stopFakes: (() => Promise<void>)[] = [];
test.beforeAll(async () => {
  stopFakes = [
    await startFake('apps/server/test/fakes/aliyun-fake.ts', E2E.aliyunFakePort),
    await startFake('apps/server/test/fakes/tencent-sms-fake.ts', E2E.tencentFakePort),
  ];
});
test.afterEach(() => stopAllProduction());
test.afterAll(async () => {
  await stopAllProduction();
  for (const stop of stopFakes) await stop();
});

for (const [provider, sms, fake] of [
  ['aliyun', ALIYUN_SMS, ALIYUN],
  ['tencent', TENCENT_SMS, TENCENT],
] as const) {
  test(`starts in production with ${provider} SMS, serves no dev route, and signs in by SMS`, async ({
    request,
    page,
  }) => {
    let server: ProductionRun | undefined;
    try {
      server = await startProduction(E2E.productionPort, { ...COMMON, ...sms });
      const { origin } = server;
      const health = await (await request.get(`${origin}/api/healthz`)).json();
      expect(health.data).toMatchObject({ status: 'ok', devProviders: false });

      // The app with its security headers, and its scripts compressed (the page itself is under
      // 1 KB, which compression leaves as it is).
      const home = await request.get(`${origin}/`, { headers: { 'accept-encoding': 'br' } });
      expect(home.headers()['content-type']).toMatch(/text\/html/);
      expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(home.headers()['x-content-type-options']).toBe('nosniff');
      const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(await home.text())?.[1];
      expect(entry).toBeTruthy();
      const script = await request.get(`${origin}${entry}`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(script.headers()['content-type']).toMatch(/javascript/);
      expect(script.headers()['content-encoding']).toBe('br');

      for (const path of [
        '/api/dev/outbox?phone=%2B86-13800138000',
        '/api/dev/captcha/abc',
        // The API reference is the operator's choice in production (API_DOCS=1).
        '/api/docs/json',
      ]) {
        const res = await request.get(`${origin}${path}`);
        expect((await res.json()).code, path).toBe(404);
      }
      const options = await (await request.get(`${origin}/api/login/options`)).json();
      expect(options.data).toEqual({
        wechatQr: false,
        huawei: false,
        captcha: 'aliyun',
        // No SMTP set: no email on accounts.
        email: false,
      });

      // SMS login end to end: captcha (the widget's verify parameter), code, login, user.
      const national = `139${String(Date.now()).slice(-8)}`;
      const phone = `+86-${national}`;
      const captcha = (await (await request.get(`${origin}/api/captcha`)).json()).data;
      expect(captcha).toMatchObject({ provider: 'aliyun', sceneId: 'scene-e2e' });
      const sent = await request.get(`${origin}/api/login/sms-code`, {
        params: { phone, captchaId: captcha.captchaId, captchaCode: 'pass' },
      });
      expect((await sent.json()).code).toBe(200);
      const code = await sentCode(request, fake, national);
      expect(code).toMatch(/^\d{6}$/);
      const login = await (
        await request.post(`${origin}/api/login/phone`, { data: { phone, code } })
      ).json();
      expect(login.code).toBe(200);
      const me = await request.get(`${origin}/api/user/user-info`, {
        headers: { authorization: `Bearer ${login.data.token}` },
      });
      expect((await me.json()).data.phone).toMatch(/\*{4}/);

      // In the browser: no CSP violation, and the login opens on phone login (no QR login here).
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${origin}/?lm=`);
      await expect(page.getByTestId('login-view-v')).toBeVisible();
      await expect(page.getByTestId('login-view-qr')).toHaveCount(0);
      expect(violations).toEqual([]);
    } finally {
      await server?.stop();
    }
  });
}

test('a production start with a missing, dev or weak setting stops with a line naming it', async () => {
  const { ALIYUN_SMS_SIGN_NAME: _omitted, ...withoutSign } = ALIYUN_SMS;
  const missing = await failedStart({
    ...COMMON,
    ...withoutSign,
    PORT: String(E2E.productionPort),
  });
  expect(missing.code).toBe(78);
  expect(missing.output).toMatch(/ALIYUN_SMS_SIGN_NAME: required with SMS_PROVIDER=aliyun/);

  const dev = await failedStart({
    ...COMMON,
    SMS_PROVIDER: 'dev',
    PORT: String(E2E.productionPort),
  });
  expect(dev.code).toBe(78);
  expect(dev.output).toMatch(/SMS_PROVIDER: the dev provider is not allowed/);

  const weak = await failedStart({
    ...COMMON,
    ...ALIYUN_SMS,
    APP_SECRET: 'x'.repeat(40),
    PORT: String(E2E.productionPort),
  });
  expect(weak.code).toBe(78);
  expect(weak.output).toMatch(/APP_SECRET: too little entropy .*openssl rand -base64 48/);
});
